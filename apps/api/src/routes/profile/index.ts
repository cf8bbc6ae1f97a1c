import type { App } from "../../app-type.ts";
import { registerGetBio } from "./get-bio.ts";
import { registerGetProfile } from "./get-profile.ts";
import { registerUpdateBio } from "./update-bio.ts";
import { registerUpdatePrivacy } from "./update-privacy.ts";

export function registerProfileRoutes(app: App) {
  registerGetProfile(app);
  registerGetBio(app);
  registerUpdateBio(app);
  registerUpdatePrivacy(app);
}
