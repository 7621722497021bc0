# Writes the PTX that smoke.py's kernel `scale` gets from NVRTC through cuda.core (for the
# device's arch) and prints the registers the driver's JIT gave it: python3 scale_ptx.py OUT.ptx
# (session 33: an H100 said num_regs 8 where cudasim estimates 11; this records the PTX it
# compiled). The source is smoke.py's, read from that file (importing it would run it).
import os
import re
import sys

from cuda.core import Device, Program, ProgramOptions

smoke = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "smoke.py")).read()
code = re.search(r"code = r'''(.*?)'''", smoke, re.S).group(1)
dev = Device()
dev.set_current()
obj = Program(code, code_type="c++", options=ProgramOptions(arch=f"sm_{dev.arch}")).compile("ptx")
ptx = getattr(obj, "code", None)  # ObjectCode's bytes (a str in some versions)
if ptx is not None:
    with open(sys.argv[1], "wb") as f:
        f.write(ptx if isinstance(ptx, bytes) else ptx.encode())
else:
    print("ObjectCode has no .code:", [a for a in dir(obj) if not a.startswith("__")])
print("device", dev.name, "num_regs", obj.get_kernel("scale").attributes.num_regs)
