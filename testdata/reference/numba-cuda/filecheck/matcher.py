import sys


class Matcher:
    """Runs the parsed checks over the input: run() answers 0 when every
    check holds, 1 when one fails (the reason on self.stderr), 2 when there
    are no checks."""

    def __init__(self, opts, finput, parser):
        self.opts, self.lines, self.checks = opts, finput.lines, list(parser)
        self.stderr = sys.stderr
        self.vars = {}

    def fail(self, check, why):
        print("check line %d: %s: %s: %s" % (check.lineno, check.kind, check.text, why), file=self.stderr)
        return 1

    def find(self, check, line, col, only_line=False, avoid=()):
        """First match of check at or after (line, col): (line, start, end)."""
        rx, names = check.regex(self.vars)
        last = line if only_line else len(self.lines) - 1
        for ln in range(line, last + 1):
            pos = col if ln == line else 0
            while True:
                m = rx.search(self.lines[ln], pos)
                if not m:
                    break
                if (ln, m.start()) not in avoid:
                    for i, name in enumerate(names):
                        self.vars[name] = m.group("v%d" % i)
                    return ln, m.start(), m.end()
                pos = m.start() + 1
        return None

    def run(self):
        if not self.checks:
            print("no check strings found with prefixes %s" % self.opts.check_prefixes, file=self.stderr)
            return 2
        line, col, nots, i = 0, 0, [], 0
        while i < len(self.checks):
            c = self.checks[i]
            if c.kind == "NOT":
                nots.append(c)
                i += 1
                continue
            if c.kind == "DAG":
                group = []
                while i < len(self.checks) and self.checks[i].kind == "DAG":
                    group.append(self.checks[i])
                    i += 1
                taken, end = set(), (line, col)
                for d in group:
                    hit = self.find(d, line, col, avoid=taken)
                    if hit is None:
                        return self.fail(d, "no match")
                    taken.add(hit[:2])
                    end = max(end, (hit[0], hit[2]))
                if self.check_nots(nots, (line, col), min((line, col), end)):
                    return 1
                nots, (line, col) = [], end
                continue
            for _ in range(c.count):
                if c.kind == "SAME":
                    hit = self.find(c, line, col, only_line=True)
                elif c.kind == "NEXT":
                    hit = self.find(c, line + 1, 0, only_line=True) if line + 1 < len(self.lines) else None
                elif c.kind == "EMPTY":
                    ok = line + 1 < len(self.lines) and self.lines[line + 1].strip() == ""
                    hit = (line + 1, 0, 0) if ok else None
                else:
                    hit = self.find(c, line, col)
                if hit is None:
                    return self.fail(c, "no match")
                if self.check_nots(nots, (line, col), (hit[0], hit[1])):
                    return 1
                nots, line, col = [], hit[0], hit[2]
            i += 1
        return 1 if self.check_nots(nots, (line, col), (len(self.lines), 0)) else 0

    def check_nots(self, nots, start, end):
        """True (and a message) when a CHECK-NOT pattern matches between start and end."""
        for c in nots:
            hit = self.find(c, start[0], start[1])
            if hit is not None and (hit[0], hit[1]) < end:
                self.fail(c, "matched at input line %d" % (hit[0] + 1))
                return True
        return False
