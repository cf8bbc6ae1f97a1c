#!/usr/bin/env python3
"""Converts Claude Code console transcripts (the terminal's text, copied by hand into one Markdown
file per working day, as palimondo/BookMinder's `claude-dev-log-diary/day-NNN.md`) to a
junk-sample export (see ../README.md, "Format").

Usage: claude_code_console.py <git dir> <commit> <prefix> <out.json> --days 002,003,...
           [--cut 007:1670-6213,...] [--drop REGEX] [--labels old.json] [--keep old.json]

Each day file `claude-dev-log-diary/day-<NNN>.md` becomes a conversation `<prefix>-c<NNN>`.
- A user message is a line that starts with `> ` (the console's prompt) and the lines after it
  that start with a space or are empty, up to the next line that starts with anything else. The
  console wraps long input at its width and indents the wrapped part by two spaces, keeping the
  spaces at the break, so the two spaces are removed and the parts joined without a separator; an
  empty line inside the message stays a paragraph break. What the console prints under a slash
  command (`⎿ …`, e.g. the output of `/cost`) is left out, and so are the summaries Claude Code
  writes into the user's turn when a session is continued ("This session is being continued …").
- An assistant message is the prose the assistant printed between two user messages: the blocks
  that start with `⏺ ` and are not a tool call (`⏺ Bash(…)`, `⏺ Read(…)`, `⏺ Update Todos` …)
  nor thinking (`✻ Thinking…`), joined by an empty line and cut at 4,000 characters; tool calls,
  their output and the console's banners are left out. Nothing is written when there is no prose.
- Every message containing an e-mail address is left out (the author's own, in one message, and
  its echo by the assistant), and with `--drop REGEX` every message that the regular expression
  matches (e.g. another person's user name in pasted terminal output).
- `--cut DAY:FROM-TO` leaves out lines FROM to TO (1-based, inclusive) of that day's file before
  it is read, for a part the file holds more than once (day 007 holds its second session three
  times, the first two copies cut short, and day 008 the start of a session; only the last, whole
  copy is kept).
- The files have no times: a day is dated by the commit that added its file, its messages one
  minute apart before it (the last one a minute before the commit).
With --keep, the file's id, source, origin and platform are taken from an earlier output; with
--labels, its labels are carried over by message_id and each user message without one is printed
on stderr so that it can be labelled by hand.
"""

import argparse
import json
import re
import subprocess
import sys
from datetime import datetime, timedelta, timezone

TOOL_CALL = re.compile(r"^⏺ (?:[A-Za-z]+\(|(?:Read|Update) Todos|List\b|Task\b)")
MAX_ASSISTANT = 4000
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b")
CONTINUED = "This session is being continued from a previous conversation"


def git(git_dir: str, *args: str) -> str:
    return subprocess.check_output(["git", "--git-dir", git_dir, *args]).decode("utf-8")


def added_at(git_dir: str, commit: str, path: str) -> datetime:
    iso = git(git_dir, "log", "--diff-filter=A", "--format=%aI", commit, "--", path).split()[-1]
    return datetime.fromisoformat(iso).astimezone(timezone.utc)


def user_text(lines: list[str]) -> str:
    text = lines[0][2:]
    for line in lines[1:]:
        if line.lstrip().startswith("⎿"):  # the output of a slash command, not the user's
            break
        text += "\n\n" if not line.strip() else line[2:] if line.startswith("  ") else line.lstrip()
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def prose(block: list[str]) -> str:
    if not block[0].startswith("⏺ ") or TOOL_CALL.match(block[0]):
        return ""
    body = [block[0][2:]] + [line[2:] if line.startswith("  ") else line for line in block[1:]]
    return "\n".join(body).strip()


def assistant_text(lines: list[str]) -> str:
    blocks: list[list[str]] = []
    for line in lines:
        if line and not line[0].isspace():
            blocks.append([line])
        elif blocks:
            blocks[-1].append(line)
    text = "\n\n".join(p for p in map(prose, blocks) if p)
    return text[:MAX_ASSISTANT]


def turns(markdown: str) -> list[tuple[str, str]]:
    """(role, text) in order: each `> ` prompt with its continuation, and the prose between."""
    out: list[tuple[str, str]] = []
    lines, i = markdown.split("\n"), 0
    pending: list[str] = []
    while i < len(lines):
        if not lines[i].startswith("> "):
            pending.append(lines[i])
            i += 1
            continue
        if out and (said := assistant_text(pending)):
            out.append(("assistant", said))
        pending, start = [], i
        i += 1
        while i < len(lines) and (not lines[i] or lines[i][0].isspace()):
            i += 1
        if not (typed := user_text(lines[start:i])).startswith(CONTINUED):
            out.append(("user", typed))
    if out and (said := assistant_text(pending)):
        out.append(("assistant", said))
    return out


def iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def conversation(git_dir: str, commit: str, day: str, prefix: str, labels: dict,
                 cuts: list[tuple[int, int]], drop: re.Pattern | None = None) -> dict:
    path = f"claude-dev-log-diary/day-{day}.md"
    lines = git(git_dir, "show", f"{commit}:{path}").split("\n")
    for first, last in sorted(cuts, reverse=True):
        del lines[first - 1:last]
    said = turns("\n".join(lines))
    end = added_at(git_dir, commit, path)
    cid = f"{prefix}-c{day}"
    messages = []
    said = [(role, text) for role, text in said
            if not EMAIL.search(text) and not (drop and drop.search(text))]
    for n, (role, text) in enumerate(said):
        mid = f"{cid}-m{n:03d}"
        message = {"message_id": mid, "timestamp": iso(end - timedelta(minutes=len(said) - n)),
                   "role": role, "content": text}
        if role == "user":
            message["label"] = labels.get(mid)
            if message["label"] is None:
                print(f"unlabelled {mid}: {text[:400]!r}", file=sys.stderr)
        messages.append(message)
    return {"conversation_id": cid, "title": f"day-{day}", "messages": messages}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("git_dir")
    p.add_argument("commit")
    p.add_argument("prefix")
    p.add_argument("out")
    p.add_argument("--days", required=True)
    p.add_argument("--cut", default="")
    p.add_argument("--drop")
    p.add_argument("--labels")
    p.add_argument("--keep")
    a = p.parse_args()
    labels = {}
    if a.labels:
        old = json.load(open(a.labels, encoding="utf-8"))
        labels = {m["message_id"]: m["label"] for c in old["conversations"] for m in c["messages"] if "label" in m}
    head = {"id": f"{a.prefix}-claude", "source": "claude", "origin": a.commit, "platform": "claude"}
    if a.keep:
        old = json.load(open(a.keep, encoding="utf-8"))
        head = {k: old[k] for k in ("id", "source", "origin", "platform")}
    days = a.days.split(",")
    cuts: dict[str, list[tuple[int, int]]] = {}
    for cut in filter(None, a.cut.split(",")):
        day, span = cut.split(":")
        first, last = span.split("-")
        cuts.setdefault(day, []).append((int(first), int(last)))
    drop = re.compile(a.drop) if a.drop else None
    export = {**head, "conversations": [conversation(a.git_dir, a.commit, d, a.prefix, labels, cuts.get(d, []), drop)
                                        for d in days]}
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(export, f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
