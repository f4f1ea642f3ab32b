#!/usr/bin/env python3
"""merge-gen: three-way merges generated from real String Catalogs, to measure the merge driver on merges nobody saw.

For each base file, derives two sides by TEXTUAL edits of the real bytes (the kinds people and Xcode make), runs real
git's textual merge (`git merge-file -p`) and the driver (`git-xcstrings merge`) on the triple, and compares: where
git is clean and its result is valid JSON (what people keep), the driver's output byte for byte; everywhere, that the
driver never crashes and never writes invalid output (a conflicted output must resolve to valid JSON either way).

The bases and the tune / measure split are written down in docs/evaluation.md ("merge-gen"). Usage:

    scripts/merge-gen.py [--subset tune|measure] [--generation 1|2|3|4] [--cases N] [--seed S] [--driver PATH] [--keep DIR]
                         [--only SUBSTR]

Prints one line per differing case (its edits and the class of the difference) and the figures: cases, git clean,
git clean with valid JSON, byte-equal, JSON-equal, driver conflicted where git was clean, invalid, crashes. Every
triple is also merged with the sides swapped: a merge clean in one direction only, or clean both ways with different
JSON or a different key order, is printed (`DIRECTION`) and counted (the bytes may differ: each direction is written
in its ours' layout).
Exit status 1 when an output is invalid or the driver crashed. Skips (exit 0) when the corpus is absent.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HELD_OUT = ("Whisky", "linearmouse", "vienna-rss", "mlem", "reminders-menubar")
TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]')
LANGUAGES = ["ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hr", "hu", "id", "it", "ja", "ko", "nb", "nl",
             "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant"]


def bases(corpus):
    """The merge-gen bases (docs/evaluation.md): catalogs and migrations' after files outside held-out repositories."""
    found = []
    for folder, _, files in os.walk(corpus):
        relative = os.path.relpath(folder, corpus)
        top = relative.split(os.sep)[0]
        if top == "catalogs" or (top == "migrations" and f"{os.sep}after" in relative):
            found += [os.path.join(relative, name) for name in files if name.endswith(".xcstrings")]
    keep = [path for path in found if not any(
        os.path.basename(path).startswith(repo + "__") or path.split(os.sep)[1].startswith(repo + "-")
        for repo in HELD_OUT)]
    return sorted(keep, key=lambda path: path.encode())


class Node:
    """A JSON value's byte span; an object's members as (key, key_start, key_end, value) in file order."""

    def __init__(self, kind, start):
        self.kind, self.start, self.end, self.members, self.lead = kind, start, None, [], []


def parse(text):
    """The spans of `text`'s objects and strings (numbers and literals are spans between the structural tokens)."""
    tokens = [(m.start(), m.end(), m.group()) for m in TOKEN.finditer(text)]
    position = 0

    def value(after):
        nonlocal position
        start, end, token = tokens[position]
        if token == "{" or token == "[":
            node = Node("object" if token == "{" else "array", start)
            position += 1
            previous_end = end
            while tokens[position][2] not in "}]":
                if node.kind == "object":
                    key_start, key_end, key = tokens[position]
                    position += 2  # key, colon
                    child = value(tokens[position - 1][1])
                    node.members.append((json.loads(key), key_start, key_end, child))
                    node.lead.append(text[previous_end:key_start])
                else:
                    child = value(tokens[position - 1][1])
                    node.members.append((None, child.start, child.start, child))
                previous_end = child.end
                if tokens[position][2] == ",":
                    previous_end = tokens[position][1]
                    position += 1
            node.end = tokens[position][1]
            position += 1
            return node
        if token.startswith('"'):
            node = Node("string", start)
            node.end = end
            position += 1
            return node
        node = Node("scalar", after)  # a number or literal: up to the next structural token
        node.end = start
        while text[node.start] in " \t\r\n":
            node.start += 1
        while text[node.end - 1] in " \t\r\n":
            node.end -= 1
        return node

    return value(0)


def member(node, name):
    for key, key_start, key_end, child in node.members:
        if key == name:
            return child
    return None


class Side:
    """A side being derived from the base: edits as (start, end, replacement) on the base's text, then whole-file ones."""

    def __init__(self, text, root, rng, generation=1):
        self.text, self.root, self.rng, self.generation = text, root, rng, generation
        self.edits, self.whole, self.notes, self.touched = [], [], [], set()
        self.strings = member(root, "strings")
        self.source = json.loads(text[member(root, "sourceLanguage").start:member(root, "sourceLanguage").end])

    def free(self, start, end):
        return all(end <= s or start >= e for s, e, *_ in self.edits)

    def add(self, start, end, replacement, note):
        if not self.free(start, end if end > start else start + 1) or not self.free(start - 1, start):
            return False
        self.edits.append((start, end, replacement, note))
        self.notes.append(note)
        return True

    def separator(self, node, index):
        _, _, key_end, child = node.members[index]
        return self.text[key_end:child.start]

    def insert_member(self, node, name, value_text, note):
        """Inserts "name": value_text into `node` at its place in the members' order, laid out like its neighbours."""
        quoted = json.dumps(name, ensure_ascii=False)
        names = [key for key, *_ in node.members]
        later = [i for i, key in enumerate(names) if key.lower() > name.lower()]
        if not node.members:
            return False
        if later:
            i = later[0]
            lead = node.lead[i]
            at = node.members[i][1]
            return self.add(at, at, quoted + self.separator(node, i) + value_text + "," + lead, note)
        i = len(node.members) - 1
        at = node.members[i][3].end
        return self.add(at, at, "," + node.lead[i] + quoted + self.separator(node, i) + value_text, note)

    def changed_values(self, value_text, tag):
        return re.sub(r'("value"\s*:\s*")((?:[^"\\]|\\.)*)(")', lambda m: m.group(1) + m.group(2) + tag + m.group(3),
                      value_text)

    def entries(self):
        return self.strings.members

    # Edits of one entry (index i of `strings`).

    def add_key(self, i):
        key, _, _, child = self.entries()[i]
        following = self.entries()[i + 1][0] if i + 1 < len(self.entries()) else None
        if following is not None and following.lower().startswith(key.lower()):
            return False
        name = key + " " + self.rng.choice(["again", "new", "more", "extra"])
        if name in [k for k, *_ in self.entries()]:
            return False
        copy = self.changed_values(self.text[child.start:child.end], " +")
        at = child.end
        return self.add(at, at, "," + self.strings.lead[i] + json.dumps(name, ensure_ascii=False)
                        + self.separator(self.strings, i) + copy, f"add key after {key!r}")

    def localizations(self, i):
        child = self.entries()[i][3]
        return member(child, "localizations") if child.kind == "object" else None

    def add_translation(self, i):
        localizations = self.localizations(i)
        if localizations is None or not localizations.members:
            return False
        present = {key for key, *_ in localizations.members}
        missing = [code for code in LANGUAGES if code not in present and code != self.source]
        if not missing:
            return False
        code = self.rng.choice(missing)
        model = self.rng.choice(localizations.members)[3]
        copy = self.changed_values(self.text[model.start:model.end], f" [{code}]")
        return self.insert_member(localizations, code, copy, f"add {code} to {self.entries()[i][0]!r}")

    def values(self, i, name):
        """The (language, node) of every leaf member `name` under entry i's localizations."""
        found = []

        def walk(node, language):
            for key, _, _, child in node.members:
                if key == name and child.kind in ("string", "scalar"):
                    found.append((language, child))
                elif child.kind in ("object", "array"):
                    walk(child, language)

        localizations = self.localizations(i)
        for language, _, _, child in (localizations.members if localizations else []):
            if child.kind == "object":
                walk(child, language)
        return found

    def pick_value(self, i, found=None):
        """One string value of entry i, from `found` (else any of the entry's): (language, node, decoded text), or
        None when there is none."""
        found = found or self.values(i, "value")
        if not found:
            return None
        language, node = self.rng.choice(found)
        return language, node, json.loads(self.text[node.start:node.end])

    def modify_translation(self, i):
        picked = self.pick_value(i, [(language, node) for language, node in self.values(i, "value") if language != self.source])
        if not picked:
            return False
        language, node, old = picked
        new = self.rng.choice([old + " (edited)", old.upper(), old.rstrip(".") + "."])
        if new == old:
            new = old + "!"
        return self.add(node.start, node.end, json.dumps(new, ensure_ascii=False),
                        f"change {language} of {self.entries()[i][0]!r}")

    def change_state(self, i):
        found = self.values(i, "state")
        if not found:
            return False
        language, node = self.rng.choice(found)
        old = json.loads(self.text[node.start:node.end])
        new = "needs_review" if old == "translated" else "translated"
        return self.add(node.start, node.end, json.dumps(new), f"state {language} of {self.entries()[i][0]!r} → {new}")

    def delete_key(self, i):
        entries = self.entries()
        if len(entries) < 2:
            return False
        if i > 0:
            start, end = entries[i - 1][3].end, entries[i][3].end
        else:
            start, end = entries[0][1], entries[1][1]
        return self.add(start, end, "", f"delete {entries[i][0]!r}")

    def rename_key(self, i):
        key, key_start, key_end, _ = self.entries()[i]
        letters = [j for j, c in enumerate(key) if c.isalpha() and c.swapcase() != c and len(c.swapcase()) == 1]
        if not letters:
            return False
        j = letters[0]
        name = key[:j] + key[j].swapcase() + key[j + 1:]
        if name in [k for k, *_ in self.entries()]:
            return False
        return self.add(key_start, key_end, json.dumps(name, ensure_ascii=False), f"rename {key!r} → {name!r}")

    def add_comment(self, i):
        child = self.entries()[i][3]
        if child.kind != "object" or not child.members:
            return False
        existing = member(child, "comment")
        if existing is not None:
            return self.add(existing.start, existing.end, json.dumps("Edited comment"),
                            f"change comment of {self.entries()[i][0]!r}")
        return self.insert_member(child, "comment", json.dumps("A comment"), f"add comment to {self.entries()[i][0]!r}")

    def mark_stale(self, i):
        child = self.entries()[i][3]
        if child.kind != "object" or not child.members:
            return False
        existing = member(child, "extractionState")
        if existing is not None:
            if self.text[existing.start:existing.end] == '"stale"':
                return False
            return self.add(existing.start, existing.end, '"stale"', f"stale {self.entries()[i][0]!r}")
        return self.insert_member(child, "extractionState", '"stale"', f"stale {self.entries()[i][0]!r}")

    def entry_separators(self, i):
        """Switches one entry's separators between `"key" : value` and `"key": value` (a hand or tool edit)."""
        _, key_start, _, child = self.entries()[i]
        colons = [m for m in TOKEN.finditer(self.text, key_start, child.end) if m.group() == ":"]
        if not colons or not self.free(key_start, child.end):
            return False
        spaced = self.text[colons[0].start() - 1] == " "
        note = f"separators of {self.entries()[i][0]!r} → {'tight' if spaced else 'spaced'}"
        for colon in colons:
            start = colon.start() - 1 if spaced else colon.start()
            self.edits.append((start, colon.end(), ":" if spaced else " :", note))
        self.notes.append(note)
        return True

    # Generation 4: what scripts and translation tools write.

    def add_escaped_key(self, i):
        """Adds a key after entry i written as a script would: `/` as `\\/`, non-ASCII as `\\uXXXX`."""
        key, _, _, child = self.entries()[i]
        following = self.entries()[i + 1][0] if i + 1 < len(self.entries()) else None
        name = key + self.rng.choice([" in/out", " café", " ½/¼"])
        if (following is not None and following.lower().startswith(key.lower())) or name in [k for k, *_ in self.entries()]:
            return False
        written = json.dumps(name, ensure_ascii=True).replace("/", "\\/")
        copy = self.changed_values(self.text[child.start:child.end], " +")
        return self.add(child.end, child.end, "," + self.strings.lead[i] + written + self.separator(self.strings, i) + copy,
                        f"add escaped key {name!r}")

    def plural_forms(self, i):
        """Turns one language's unit into plural forms holding its text (a translator adding plurals)."""
        localizations = self.localizations(i)
        if localizations is None:
            return False
        units = [(language, child) for language, _, _, child in localizations.members
                 if child.kind == "object" and member(child, "stringUnit") is not None and len(child.members) == 1]
        if not units:
            return False
        language, child = self.rng.choice(units)
        unit = member(child, "stringUnit")
        unit_text = self.text[unit.start:unit.end]
        line_start = self.text.rfind("\n", 0, child.members[0][1]) + 1
        indent = self.text[line_start:child.members[0][1]]
        step = indent[:len(indent) - len(self.text[self.text.rfind("\n", 0, child.start) + 1:child.start].lstrip()) or 2]
        step = "  " if not indent.strip(" ") and len(indent) >= 2 else step
        sep = self.separator(self.strings, i)
        shift = lambda text, levels: text.replace("\n", "\n" + step * levels)
        forms = ",\n".join(f"{indent}{step * 2}\"{form}\"{sep}{{\n{indent}{step * 3}\"stringUnit\"{sep}"
                            f"{shift(unit_text, 3)}\n{indent}{step * 2}}}" for form in ("one", "other"))
        value = (f"{{\n{indent}\"variations\"{sep}{{\n{indent}{step}\"plural\"{sep}{{\n{forms}\n{indent}{step}}}\n"
                 f"{indent}}}\n{indent[:-len(step)] if len(indent) >= len(step) else ''}}}")
        return self.add(child.start, child.end, value, f"plural forms for {language} of {self.entries()[i][0]!r}")

    # Generation 3: entries pasted or hand-edited in another layout, and keys moved by hand.

    def entry_indent(self, i):
        """Re-indents one entry (key line included) as a file with twice the indentation writes it: a pasted entry."""
        _, key_start, _, child = self.entries()[i]
        line_start = self.text.rfind("\n", 0, key_start) + 1
        if self.text[line_start:key_start].strip() or not self.free(line_start, child.end):
            return False
        block = self.text[line_start:child.end]
        indented = re.sub(r"(?m)^( +)", lambda m: m.group(1) * 2, block)
        return self.add(line_start, child.end, indented, f"indentation of {self.entries()[i][0]!r} doubled")

    def entry_one_line(self, i):
        """Writes one entry's value on one line (hand-edited entries, as in Easydict's catalog)."""
        child = self.entries()[i][3]
        if child.kind != "object" or not child.members:
            return False
        value = json.loads(self.text[child.start:child.end])
        compact = json.dumps(value, ensure_ascii=False, separators=(", ", self.separator(self.strings, i).strip() + " "))
        return self.add(child.start, child.end, compact, f"{self.entries()[i][0]!r} on one line")

    def move_key(self, i):
        """Moves an entry by hand to after another one (a hand-ordered file, or a key put where it reads best)."""
        entries = self.entries()
        if len(entries) < 4 or i == 0:
            return False
        j = self.rng.randrange(len(entries))
        if j in (i, i - 1):
            return False
        key, key_start, _, child = entries[i]
        moved = self.text[key_start:child.end]
        at = entries[j][3].end
        start, end = entries[i - 1][3].end, child.end
        if not self.free(at - 1, at + 1) or not self.add(start, end, "", f"move {key!r} after {entries[j][0]!r}"):
            return False
        self.edits.append((at, at, "," + self.strings.lead[i] + moved, f"move {key!r} after {entries[j][0]!r}"))
        return True

    # Generation 2: more of what Xcode, translation tools and hand edits do.

    def delete_language(self, i):
        localizations = self.localizations(i)
        if localizations is None or len(localizations.members) < 2:
            return False
        j = self.rng.randrange(len(localizations.members))
        if j > 0:
            start, end = localizations.members[j - 1][3].end, localizations.members[j][3].end
        else:
            start, end = localizations.members[0][1], localizations.members[1][1]
        return self.add(start, end, "", f"delete {localizations.members[j][0]} of {self.entries()[i][0]!r}")

    def should_not_translate(self, i):
        child = self.entries()[i][3]
        if child.kind != "object" or not child.members or member(child, "shouldTranslate") is not None:
            return False
        return self.insert_member(child, "shouldTranslate", "false", f"shouldTranslate false {self.entries()[i][0]!r}")

    def escaped_value(self, i):
        picked = self.pick_value(i)
        if not picked:
            return False
        language, node, old = picked
        written = self.rng.choice([
            json.dumps(old + ' "quoted"', ensure_ascii=False), json.dumps(old + "\nsecond line", ensure_ascii=False),
            json.dumps(old + " café", ensure_ascii=True), json.dumps(old + " a/b", ensure_ascii=False).replace("/", "\\/"),
            json.dumps(old + " — ok", ensure_ascii=False)])
        return self.add(node.start, node.end, written, f"escaped value {language} of {self.entries()[i][0]!r}")

    def add_empty_key(self, i):
        key, _, _, child = self.entries()[i]
        following = self.entries()[i + 1][0] if i + 1 < len(self.entries()) else None
        name = key + " empty"
        if (following is not None and following.lower().startswith(key.lower())) or name in [k for k, *_ in self.entries()]:
            return False
        lead = self.strings.lead[i]
        # Xcode writes an empty object over two lines; other tools as {}.
        empty = "{\n\n" + lead.lstrip("\r\n") + "}" if re.search(r"\{\n\n *\}", self.text) else "{}"
        at = child.end
        return self.add(at, at, "," + lead + json.dumps(name, ensure_ascii=False) + self.separator(self.strings, i) + empty,
                        f"add empty key after {key!r}")

    def entry_edit(self, i):
        kinds = [self.add_key, self.add_translation, self.modify_translation, self.modify_translation,
                 self.change_state, self.delete_key, self.rename_key, self.add_comment, self.mark_stale,
                 self.entry_separators]
        if self.generation >= 2:
            kinds += [self.delete_language, self.should_not_translate, self.escaped_value, self.add_empty_key]
        if self.generation >= 3:
            kinds += [self.entry_indent, self.entry_one_line, self.move_key]
        if self.generation >= 4:
            kinds += [self.add_escaped_key, self.plural_forms, self.plural_forms]
        for kind in self.rng.sample(kinds, len(kinds)):
            if kind(i):
                return True
        return False

    def file_edit(self):
        kinds = ["newline", "newline", "separators", "indent"]
        if self.generation >= 2:
            kinds += ["version", "crlf", "tabs", "append key", "import"]
        kind = self.rng.choice(kinds)
        if kind == "version":
            node = member(self.root, "version")
            if node is None or not self.add(node.start, node.end, '"1.1"', "version 1.1"):
                return
        elif kind == "append key":
            entries = self.entries()
            key, _, _, child = entries[self.rng.randrange(len(entries))]
            name = "zz appended " + key
            copy = self.changed_values(self.text[child.start:child.end], " (appended)")
            last = len(entries) - 1
            if not self.add(entries[last][3].end, entries[last][3].end, "," + self.strings.lead[last]
                            + json.dumps(name, ensure_ascii=False) + self.separator(self.strings, last) + copy,
                            f"append {name!r} at the end"):
                return
        elif kind == "import":
            code = self.rng.choice([c for c in LANGUAGES if c != self.source])
            done = 0
            for i in self.rng.sample(range(len(self.entries())), min(12, len(self.entries()))):
                localizations = self.localizations(i)
                if localizations is None or not localizations.members or i in self.touched:
                    continue
                if code in [k for k, *_ in localizations.members]:
                    continue
                model = self.rng.choice(localizations.members)[3]
                copy = self.changed_values(self.text[model.start:model.end], f" [{code}]")
                if self.insert_member(localizations, code, copy, f"import {code} into {self.entries()[i][0]!r}"):
                    self.touched.add(i)
                    done += 1
            return
        else:
            self.whole.append(kind)
            self.notes.append({"newline": "toggle final newline", "separators": "whole file's separators",
                               "indent": "whole file's indentation", "crlf": "CRLF line ends",
                               "tabs": "tab indentation"}[kind])

    def render(self):
        text = self.text
        for start, end, replacement, _ in sorted(self.edits, reverse=True):
            text = text[:start] + replacement + text[end:]
        for kind in self.whole:
            if kind == "newline":
                text = text.rstrip("\n") if text.endswith("\n") else text + "\n"
            elif kind == "separators":
                spaced = '" : ' in text[:200]
                pieces, last = [], 0
                for m in TOKEN.finditer(text):
                    if m.group() == ":":
                        start = m.start() - 1 if spaced and text[m.start() - 1] == " " else m.start()
                        pieces += [text[last:start], ":" if spaced else " :"]
                        last = m.end()
                text = "".join(pieces) + text[last:]
            elif kind == "indent":
                text = re.sub(r"(?m)^( +)", lambda m: m.group(1) * 2, text)
            elif kind == "crlf":
                text = text.replace("\r\n", "\n").replace("\n", "\r\n")
            elif kind == "tabs":
                unit = "  " if "\n  \"" in text[:100] else "    "
                text = re.sub(r"(?m)^((?:" + unit + ")+)", lambda m: "\t" * (len(m.group(1)) // len(unit)), text)
        return text


def derive(text, root, rng, other, generation):
    """One side: one to three edits of entries (near `other` side's, when given, half the time), sometimes a
    whole-file change; from generation 2, sometimes the very edit the other side made, or the same entry."""
    side = Side(text, root, rng, generation)
    count = len(side.entries())
    avoid = other.touched if other else set()
    if other and generation >= 2 and other.edits and rng.random() < 0.1:
        same = other.edits[rng.randrange(len(other.edits))]
        side.edits += [edit for edit in other.edits if edit[3] == same[3]]
        side.notes.append("the same: " + same[3])
    targets = []
    offsets = [-1, 1] if generation < 2 else [-1, 0, 1]
    for _ in range(rng.choice([1, 1, 2, 3])):
        if avoid and rng.random() < 0.5:
            targets.append(max(0, min(count - 1, rng.choice(sorted(avoid)) + rng.choice(offsets))))
        else:
            targets.append(rng.randrange(count))
    for i in targets:
        if i not in side.touched and side.entry_edit(i):
            side.touched.add(i)
    if rng.random() < 0.2:
        side.file_edit()
    return side


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, **kwargs)


def unique_members(pairs):
    """A JSON object's members, refusing a key written twice (git's textual merge can leave one: not a valid catalog)."""
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate key")
    return dict(pairs)


def valid_json(data):
    try:
        json.loads(data.decode("utf-8"), object_pairs_hook=unique_members)
        return True
    except (UnicodeDecodeError, ValueError):
        return False


def difference_class(ours, git):
    """The class of a byte difference between the driver's clean output and git's."""
    if ours.rstrip(b"\n") == git.rstrip(b"\n"):
        return "final newline"
    a, b = json.loads(ours), json.loads(git)
    if a != b:
        return "content"
    tokens = lambda data: [m.group() for m in TOKEN.finditer(data.decode())]
    if tokens(ours) == tokens(git):
        return "whitespace (separators, indentation)"
    return "member order"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--subset", choices=["tune", "measure"], default="tune")
    parser.add_argument("--cases", type=int, default=24)
    parser.add_argument("--seed", default="20261202")
    parser.add_argument("--generation", type=int, choices=[1, 2, 3, 4], default=2,
                        help="1: the first set of edits; 2: adds languages deleted, shouldTranslate, escapes, empty and "
                             "appended keys, version, CRLF, tabs, a language imported, the same edit on both sides; 3: adds "
                             "an entry re-indented, an entry on one line, a key moved by hand; 4: adds a key written with "
                             "escapes, a unit turned into plural forms")
    parser.add_argument("--driver", default=os.path.join(ROOT, ".build/debug/git-xcstrings"))
    parser.add_argument("--corpus", default=os.environ.get("XCSTRINGS_CORPUS", os.path.join(ROOT, "../shared/corpus")))
    parser.add_argument("--keep", help="write each differing case's files under this folder")
    parser.add_argument("--only", help="only bases whose path contains this")
    options = parser.parse_args()
    if not os.path.isdir(options.corpus):
        print(f"merge-gen: no corpus at {options.corpus}; skipped")
        return 0
    every = bases(options.corpus)
    chosen = every[0::2] if options.subset == "tune" else every[1::2]
    figures = dict.fromkeys(["cases", "git clean", "git clean, valid JSON", "byte-equal", "JSON-equal",
                             "driver conflicted where git was clean", "git conflicted", "driver clean where git conflicted",
                             "invalid", "crashes", "swapped: clean in one direction only", "swapped: JSON differs",
                             "swapped: key order differs"], 0)
    classes = {}
    with tempfile.TemporaryDirectory() as scratch:
        for path in chosen:
            if options.only and options.only not in path:
                continue
            text = open(os.path.join(options.corpus, path), encoding="utf-8").read()
            root = parse(text)
            for index in range(options.cases):
                rng = random.Random(f"{options.seed}:{path}:{index}")
                ours = derive(text, root, rng, None, options.generation)
                theirs = derive(text, root, rng, ours, options.generation)
                files = {"base": text, "ours": ours.render(), "theirs": theirs.render()}
                names = {}
                for name, content in files.items():
                    names[name] = os.path.join(scratch, name + ".xcstrings")
                    with open(names[name], "w", encoding="utf-8", newline="") as handle:
                        handle.write(content)
                name = f"{path}#{index}"
                figures["cases"] += 1
                git = run(["git", "merge-file", "-p", names["ours"], names["base"], names["theirs"]])
                driver = run([options.driver, "merge", names["base"], names["ours"], names["theirs"]])
                if driver.returncode not in (0, 1):
                    figures["crashes"] += 1
                    print(f"CRASH {name}: exit {driver.returncode}: {driver.stderr.decode()[-300:]}")
                    continue
                if driver.returncode == 0 and not valid_json(driver.stdout):
                    figures["invalid"] += 1
                    print(f"INVALID {name}")
                if driver.returncode == 1:
                    output = os.path.join(scratch, "conflicted.xcstrings")
                    for keep in ("--ours", "--theirs"):
                        with open(output, "wb") as handle:
                            handle.write(driver.stdout)
                        resolved = run([options.driver, "resolve", output, keep])
                        if resolved.returncode != 0 or not valid_json(open(output, "rb").read()):
                            figures["invalid"] += 1
                            print(f"INVALID {name}: resolve {keep} exit {resolved.returncode}")
                # The sides swapped: the same outcome (clean or conflicted) and, both clean, the same JSON.
                swapped = run([options.driver, "merge", names["base"], names["theirs"], names["ours"]])
                if swapped.returncode not in (0, 1):
                    figures["crashes"] += 1
                    print(f"CRASH {name} (swapped): exit {swapped.returncode}: {swapped.stderr.decode()[-300:]}")
                elif swapped.returncode != driver.returncode:
                    figures["swapped: clean in one direction only"] += 1
                    print(f"DIRECTION {name}: clean {'ours-theirs' if driver.returncode == 0 else 'theirs-ours'} only:"
                          f" ours [{'; '.join(ours.notes)}] theirs [{'; '.join(theirs.notes)}]")
                elif driver.returncode == 0 and valid_json(driver.stdout) and valid_json(swapped.stdout):
                    # Content first (dicts), then the order of keys (objects as lists of pairs).
                    for label, load in [("JSON differs", json.loads),
                                        ("key order differs", lambda data: json.loads(data, object_pairs_hook=list))]:
                        if load(driver.stdout) != load(swapped.stdout):
                            figures["swapped: " + label] += 1
                            print(f"DIRECTION {name}: {label}: ours [{'; '.join(ours.notes)}] theirs [{'; '.join(theirs.notes)}]")
                            break
                if git.returncode != 0:
                    figures["git conflicted"] += 1
                    figures["driver clean where git conflicted"] += driver.returncode == 0
                    continue
                figures["git clean"] += 1
                if not valid_json(git.stdout):
                    continue
                figures["git clean, valid JSON"] += 1
                if driver.returncode == 1:
                    figures["driver conflicted where git was clean"] += 1
                    summary = driver.stderr.decode().strip().splitlines()[-1:] or [""]
                    print(f"CONFLICT {name}: ours [{'; '.join(ours.notes)}] theirs [{'; '.join(theirs.notes)}]"
                          f" :: {summary[0][:300]}")
                    classes["driver conflicted"] = classes.get("driver conflicted", 0) + 1
                    continue
                json_equal = json.loads(driver.stdout) == json.loads(git.stdout)
                figures["JSON-equal"] += json_equal
                if driver.stdout == git.stdout:
                    figures["byte-equal"] += 1
                    continue
                kind = difference_class(driver.stdout, git.stdout)
                classes[kind] = classes.get(kind, 0) + 1
                print(f"DIFF [{kind}] {name}: ours [{'; '.join(ours.notes)}] theirs [{'; '.join(theirs.notes)}]")
                if options.keep:
                    folder = os.path.join(options.keep, name.replace(os.sep, "_").replace("#", "-"))
                    os.makedirs(folder, exist_ok=True)
                    for label, content in [("base", files["base"].encode()), ("ours", files["ours"].encode()),
                                           ("theirs", files["theirs"].encode()), ("git", git.stdout),
                                           ("driver", driver.stdout)]:
                        with open(os.path.join(folder, label + ".xcstrings"), "wb") as handle:
                            handle.write(content)
    print(f"merge-gen {options.subset} (generation {options.generation}, seed {options.seed}, {options.cases} cases per "
          f"base, {len(chosen)} bases):")
    for key, value in figures.items():
        print(f"  {key}: {value}")
    for key, value in sorted(classes.items()):
        print(f"  class {key}: {value}")
    return 1 if figures["invalid"] or figures["crashes"] else 0


if __name__ == "__main__":
    sys.exit(main())
