class FInput:
    """The text being checked."""

    def __init__(self, fname, content):
        self.fname = fname
        self.content = content
        self.lines = content.split("\n")
