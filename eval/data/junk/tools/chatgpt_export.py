#!/usr/bin/env python3
"""Converts conversations of a ChatGPT export to a junk-sample export (see ../README.md, "Format"),
as `tuning/pk-chatgpt-2023.json` and `tuning/db-chatgpt-2023.json` were made.

Usage: chatgpt_export.py <git dir> <commit> <path> <prefix> <out.json>
           --skip N,N,... [--strip] [--labels old.json] [--keep old.json]

<path> is the export's `conversations.json` (a list of conversations, indexed from 0 in its order,
as `pk-`), or a folder with one conversation per `.json` file (as `db-`): files whose name has `--`
(older copies) are ignored, and the others are indexed from 0 by their `create_time`.
Every conversation whose index is not in --skip becomes a conversation `<prefix>-c<index>`,
titled as in the export: its active branch (from `current_node` back to the root), without system
and tool messages and without empty messages, text unchanged (with --strip, without the spaces and
newlines around it, as `pk-` was made). A message is `<prefix>-c<index>-m<position among the kept
messages, from 1>`, timed by its `create_time`.
With --keep, the file's other fields (id, source, origin, platform) are taken from an earlier output;
with --labels, its labels are carried over by message_id and each user message without one is
printed on stderr so that it can be labelled by hand.
"""

import argparse
import json
import subprocess
import sys
from datetime import datetime, timezone


def branch(conversation: dict) -> list[dict]:
    mapping, node, path = conversation["mapping"], conversation.get("current_node"), []
    while node:
        if mapping[node].get("message"):
            path.append(mapping[node]["message"])
        node = mapping[node].get("parent")
    return path[::-1]


def text_of(message: dict) -> str:
    parts = message.get("content", {}).get("parts") or []
    return "\n".join(p for p in parts if isinstance(p, str))


def iso(seconds: float) -> str:
    t = datetime.fromtimestamp(seconds, tz=timezone.utc)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def git(git_dir: str, *args: str) -> bytes:
    return subprocess.check_output(["git", "--git-dir", git_dir, *args])


def conversations_of(git_dir: str, commit: str, path: str) -> list[tuple[int, dict]]:
    if path.endswith(".json"):
        return list(enumerate(json.loads(git(git_dir, "show", f"{commit}:{path}"))))
    names = git(git_dir, "ls-tree", "--name-only", f"{commit}:{path}").decode().split()
    files = [json.loads(git(git_dir, "show", f"{commit}:{path}/{n}")) for n in names if n.endswith(".json") and "--" not in n]
    return list(enumerate(sorted(files, key=lambda c: c["create_time"])))


def messages_of(conversation: dict, cid: str, labels: dict, strip: bool) -> list[dict]:
    out = []
    for m in branch(conversation):
        role, text = m["author"]["role"], text_of(m).strip() if strip else text_of(m)
        if role not in ("user", "assistant") or not text.strip():
            continue
        msg = {"message_id": f"{cid}-m{len(out) + 1:03d}", "timestamp": iso(m["create_time"]), "role": role, "content": text}
        if role == "user":
            msg["label"] = labels.get(msg["message_id"])
            if msg["label"] is None:
                print(f"unlabelled {msg['message_id']}: {text[:400]!r}", file=sys.stderr)
        out.append(msg)
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    for name in ("git_dir", "commit", "path", "prefix", "out"):
        p.add_argument(name)
    p.add_argument("--skip", default="")
    p.add_argument("--labels")
    p.add_argument("--keep")
    p.add_argument("--strip", action="store_true")
    a = p.parse_args()
    skip = {int(n) for n in a.skip.split(",") if n}
    old = json.load(open(a.labels or a.keep, encoding="utf-8")) if (a.labels or a.keep) else {"conversations": []}
    labels = {m["message_id"]: m["label"] for c in old["conversations"] for m in c["messages"] if "label" in m}
    conversations = []
    for index, c in conversations_of(a.git_dir, a.commit, a.path.rstrip("/")):
        cid = f"{a.prefix}-c{index:03d}"
        if index not in skip and (msgs := messages_of(c, cid, labels, a.strip)):
            conversations.append({"conversation_id": cid, "title": (c.get("title") or "").strip(), "messages": msgs})
    head = {k: v for k, v in old.items() if k != "conversations"} if a.keep else {}
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump({**head, "conversations": conversations}, f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
