#!/usr/bin/env python3
"""Converts the DSCubed Discord server's CSV history (lorraine-sanares/discord-etl-pipeline) to a
junk-sample export (see ../README.md, "Format").

Usage: discord_csv.py <git dir of the fetched repository> <commit> <out.json> [--labels <old.json>]

One conversation per channel (`csv_files/<channel>_history_chat_history.csv`), in the order of its
first message; messages oldest first. Bots' messages and empty messages (attachments only) are left
out, and so is every message containing an e-mail address or a phone number. `<@id>` mentions become
`@<name>` for the bots and the user, `@member-N` for everyone else and for roles (N in order of
first mention).
With --labels, the labels of an earlier output are carried over by message_id; every user message
without one is reported on stderr so that it can be labelled by hand.
"""

import csv
import io
import json
import re
import subprocess
import sys
from datetime import datetime, timezone

USER = "th_rt_en"
BOTS = {"Darcy", "Daryl", "Stella", "automod", "Community Updates"}
KNOWN_IDS = {"1344539668573716520": "Darcy", "1358692586000355409": "Daryl", "241085495398891521": USER}
EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
PHONE = re.compile(r"\+?\d[\d\s().-]{8,}\d")
MENTION = re.compile(r"<@[!&]?(\d+)>")
DISCORD_REF = re.compile(r"<[@#][!&]?\d+>")


def git_show(git_dir: str, commit: str, path: str) -> str:
    return subprocess.check_output(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"]).decode("utf-8")


def channel_files(git_dir: str, commit: str) -> list[str]:
    out = subprocess.check_output(["git", "--git-dir", git_dir, "ls-tree", "--name-only", commit, "csv_files/"])
    return [p for p in out.decode().split() if p.endswith("_history_chat_history.csv")]


def iso(created_at: str) -> str:
    t = datetime.fromisoformat(created_at).astimezone(timezone.utc)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def keep(row: dict) -> bool:
    text = DISCORD_REF.sub("", row["content"]).strip()  # mention ids are not phone numbers
    has_personal_data = EMAIL.search(text) or PHONE.search(text)
    return bool(row["content"].strip()) and row["author"] not in BOTS and not has_personal_data


def rename_mentions(text: str, members: dict) -> str:
    def name(m: re.Match) -> str:
        uid = m.group(1)
        if uid not in KNOWN_IDS and uid not in members:
            members[uid] = f"member-{len(members) + 1}"
        return "@" + KNOWN_IDS.get(uid, members.get(uid, ""))

    return MENTION.sub(name, text)


def read_channels(git_dir: str, commit: str) -> list[tuple[str, list[dict]]]:
    channels = []
    for path in channel_files(git_dir, commit):
        rows = list(csv.DictReader(io.StringIO(git_show(git_dir, commit, path))))
        rows.sort(key=lambda r: r["created_at"])
        name = path.removeprefix("csv_files/").removesuffix("_history_chat_history.csv")
        channels.append((name, rows))
    channels.sort(key=lambda c: c[1][0]["created_at"])
    return channels


def convert(git_dir: str, commit: str, labels: dict) -> dict:
    members: dict = {}
    conversations = []
    for index, (name, rows) in enumerate(read_channels(git_dir, commit)):
        messages = []
        for row in filter(keep, rows):
            mid = f"ds-c{index}-m{len(messages):04d}"
            msg = {"message_id": mid, "timestamp": iso(row["created_at"]), "role": row["author"],
                   "content": rename_mentions(row["content"], members)}
            if row["author"] == USER:
                msg["label"] = labels.get(mid)
                if msg["label"] is None:
                    print(f"unlabelled {mid} #{name}: {msg['content'][:300]!r}", file=sys.stderr)
            messages.append(msg)
        if messages:
            conversations.append({"conversation_id": f"ds-c{index}", "title": f"#{name}", "messages": messages})
    return conversations


def main() -> None:
    git_dir, commit, out = sys.argv[1:4]
    labels = {}
    if "--labels" in sys.argv:
        old = json.load(open(sys.argv[sys.argv.index("--labels") + 1], encoding="utf-8"))
        labels = {m["message_id"]: m["label"] for c in old["conversations"] for m in c["messages"] if "label" in m}
    export = {
        "id": "ds-discord-2025",
        "source": "discord",
        "origin": f"https://github.com/lorraine-sanares/discord-etl-pipeline/tree/{commit}/csv_files "
        "(MIT, Copyright (c) 2025 Leo Liao)",
        "platform": "discord",
        "user_name": USER,
        "conversations": convert(git_dir, commit, labels),
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(export, f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
