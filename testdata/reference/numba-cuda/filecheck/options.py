class Options:
    """The options numba-cuda passes: match_filename, check_prefixes; the
    rest are kept but not interpreted."""

    def __init__(self, match_filename="-", check_prefixes=None, input_file="-", **extra):
        self.match_filename = match_filename
        self.check_prefixes = list(check_prefixes or ["CHECK"])
        self.input_file = input_file
        self.extra = extra
