export { API_KEY_PREFIX, generateApiKeySecret, hashApiKeySecret } from "./api-key-secret.ts";
export {
  type BearerVerifier,
  type BearerVerifierConfig,
  createBearerVerifier,
  mintUserToken,
} from "./bearer.ts";
