#!/usr/bin/env python3
"""Converts a claude.ai export that its author turned into one Markdown file per conversation
(`# <name>`, `**Created:** <UTC time>`, an optional `**Summary:**`, `---`, then `## Human` and
`## Assistant` sections, as written by the author's own `convert_claude_to_md.py`) into a
junk-sample export (see ../README.md, "Format"), as `tuning/ak-claude-2026.json` was made.

Usage: claude_markdown_export.py <git dir> <commit> <folder> <prefix> <out.json>
           [--skip N,N,...] [--drop REGEX] [--cut N] [--labels old.json] [--keep old.json]

The folder's `.md` files are indexed from 0 in the order of their names (which begin with the
conversation's date). Every file whose index is not in --skip becomes a conversation
`<prefix>-c<index>`, titled by its `# ` line. A section is a message (`## Human` is the user,
`## Assistant` the assistant), its text unchanged but for the spaces and newlines around it;
empty messages (the export has no text for a message that only carried an attachment) and every
message matching --drop (a regular expression, searched in the whole text) are left out.
Assistant messages longer than --cut characters (default 4000) are cut there and end in " […]".
A message is `<prefix>-c<index>-m<position among the kept messages, from 1>`. The Markdown has no
time per message: the first message is timed at the conversation's `Created` time, each next
one a minute later.
With --keep, the file's other fields (id, source, origin, platform) are taken from an earlier output;
with --labels, its labels are carried over by message_id and each user message without one is
printed on stderr so that it can be labelled by hand.
"""

import argparse
import json
import re
import subprocess
import sys
from datetime import datetime, timedelta


def git(git_dir: str, *args: str) -> bytes:
    return subprocess.check_output(["git", "--git-dir", git_dir, *args])


def conversation(text: str) -> tuple[str, datetime, list[tuple[str, str]]]:
    title = re.match(r"# (.*)\n", text).group(1).strip()
    created = datetime.strptime(re.search(r"^\*\*Created:\*\* (.+)$", text, re.M).group(1).strip(), "%Y-%m-%d %H:%M:%S")
    parts = re.split(r"(?m)^## (Human|Assistant)\n\n", text)
    return title, created, [(parts[i], parts[i + 1]) for i in range(1, len(parts), 2)]


def main() -> None:
    p = argparse.ArgumentParser()
    for name in ("git_dir", "commit", "folder", "prefix", "out"):
        p.add_argument(name)
    p.add_argument("--skip", default="")
    p.add_argument("--drop")
    p.add_argument("--cut", type=int, default=4000)
    p.add_argument("--labels")
    p.add_argument("--keep")
    a = p.parse_args()
    skip = {int(n) for n in a.skip.split(",") if n}
    drop = re.compile(a.drop) if a.drop else None
    old = json.load(open(a.labels or a.keep, encoding="utf-8")) if (a.labels or a.keep) else {"conversations": []}
    labels = {m["message_id"]: m["label"] for c in old["conversations"] for m in c["messages"] if "label" in m}
    folder = a.folder.rstrip("/")
    names = sorted(n for n in git(a.git_dir, "ls-tree", "--name-only", "-z", f"{a.commit}:{folder}").decode().split("\0") if n.endswith(".md"))
    conversations = []
    for index, name in enumerate(names):
        if index in skip:
            continue
        title, created, sections = conversation(git(a.git_dir, "show", f"{a.commit}:{folder}/{name}").decode("utf-8"))
        cid, msgs = f"{a.prefix}-c{index:03d}", []
        for sender, body in sections:
            text = body.strip()
            if not text or (drop and drop.search(text)):
                continue
            role = "user" if sender == "Human" else "assistant"
            if role == "assistant" and len(text) > a.cut:
                text = text[: a.cut].rstrip() + " […]"
            t = created + timedelta(minutes=len(msgs))
            msg = {"message_id": f"{cid}-m{len(msgs) + 1:03d}", "timestamp": t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "role": role, "content": text}
            if role == "user":
                msg["label"] = labels.get(msg["message_id"])
                if msg["label"] is None:
                    print(f"unlabelled {msg['message_id']}: {text[:400]!r}", file=sys.stderr)
            msgs.append(msg)
        if any(m["role"] == "user" for m in msgs):
            conversations.append({"conversation_id": cid, "title": title, "messages": msgs})
    head = {k: v for k, v in old.items() if k != "conversations"} if a.keep else {}
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump({**head, "conversations": conversations}, f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
