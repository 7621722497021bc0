import re

KINDS = ("NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY")


def pattern_for_opts(opts):
    """The regular expression that finds a directive of one of the
    prefixes in a line of the check file."""
    prefixes = "|".join(re.escape(p) for p in sorted(opts.check_prefixes, key=len, reverse=True))
    return (re.compile(r"(?<![\w-])(" + prefixes + r")(?:-(NEXT|SAME|NOT|DAG|LABEL|EMPTY|COUNT-\d+))?:(.*)$"),)


class Check:
    def __init__(self, kind, count, text, lineno):
        self.kind, self.count, self.text, self.lineno = kind, count, text.strip(), lineno

    def regex(self, variables):
        """The pattern as a Python regex; definitions [[V:re]] become named
        groups. Returns (regex, names of the groups in order)."""
        out, names, i, t = [], [], 0, self.text
        while i < len(t):
            if t.startswith("{{", i):
                j = t.index("}}", i + 2)
                out.append("(?:" + t[i + 2:j] + ")")
                i = j + 2
            elif t.startswith("[[", i):
                j = t.index("]]", i + 2)
                body = t[i + 2:j]
                if ":" in body:
                    name, rx = body.split(":", 1)
                    names.append(name)
                    out.append("(?P<v%d>%s)" % (len(names) - 1, rx))
                elif body in variables:
                    out.append(re.escape(variables[body]))
                else:
                    raise KeyError("undefined variable " + body)
                i = j + 2
            elif t[i] in " \t":
                j = i
                while j < len(t) and t[j] in " \t":
                    j += 1
                out.append(r"[ \t]+")
                i = j
            else:
                out.append(re.escape(t[i]))
                i += 1
        return re.compile("".join(out)), names


class Parser:
    def __init__(self, opts, stream, directive, *rest):
        self.opts = opts
        self.checks = []
        for n, line in enumerate(stream.read().split("\n"), 1):
            m = directive.search(line)
            if not m:
                continue
            kind = m.group(2) or "PLAIN"
            count = 1
            if kind.startswith("COUNT-"):
                kind, count = "PLAIN", int(kind[6:])
            self.checks.append(Check(kind, count, m.group(3), n))

    def __iter__(self):
        return iter(self.checks)
