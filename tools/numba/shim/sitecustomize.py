"""Client-side workaround that lets Numba 0.56 drive a CUDA 13 driver.

Put this folder first on PYTHONPATH; Python imports this module at start-up
(see the `site` module).  It changes nothing on disk.

Why: Numba 0.56's ctypes binding (numba/cuda/cudadrv/driver.py,
Driver._find_api) binds every driver entry point by trying the name with a
`_v2` suffix first and then the plain name.  That was right when `_v2` meant
"same call, 64-bit sizes", but CUDA 13 added two `_v2` entry points with a
different signature:

    CUresult cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx);  /* plain: (CUdevice *) */
    CUresult cuCtxSynchronize_v2(CUcontext ctx);                  /* plain: (void)      */

Numba calls them with the old arguments, so the context argument is whatever
is left in a register: the call fails (or reads a wrong context).  A real
CUDA 13 driver breaks Numba 0.56 the same way; cudasim exports every symbol the
real driver does, so it must too.  The fix is to bind those two names without
the suffix.  Every other `_v2` that Numba 0.56 binds keeps the old signature.

How: a meta-path finder waits for `numba.cuda.cudadrv.driver` to be imported
and then wraps `Driver._find_api`.  Numba itself is not imported early, so
programs that never touch Numba are not affected.

Set CUDASIM_NUMBA_SHIM=0 to switch the patch off (to see the failure).
"""

import importlib.abc
import importlib.machinery
import os
import sys

_TARGET = "numba.cuda.cudadrv.driver"

# Entry points whose `_v2` symbol has a different signature in CUDA 13.
PLAIN_NAMES = ("cuCtxGetDevice", "cuCtxSynchronize")


def patch_driver_module(mod):
    """Make Driver._find_api bind PLAIN_NAMES without a version suffix."""
    Driver = mod.Driver
    if getattr(Driver, "_cudasim_shim", False):
        return
    original = Driver._find_api

    def _find_api(self, fname):
        if fname in PLAIN_NAMES:
            try:
                return getattr(self.lib, fname)
            except AttributeError:
                pass
        return original(self, fname)

    _find_api.__wrapped__ = original
    Driver._find_api = _find_api
    Driver._cudasim_shim = True
    # Functions bound before the patch (none, normally: binding is lazy)
    # are cached as instance attributes; drop those so they are bound again.
    drv = getattr(mod, "driver", None)
    if drv is not None:
        for name in PLAIN_NAMES:
            drv.__dict__.pop(name, None)


class _Loader(importlib.abc.Loader):
    def __init__(self, inner):
        self._inner = inner

    def create_module(self, spec):
        return self._inner.create_module(spec)

    def exec_module(self, module):
        self._inner.exec_module(module)
        patch_driver_module(module)


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path, target=None):
        if fullname != _TARGET:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return None
        spec.loader = _Loader(spec.loader)
        return spec


def install():
    if os.environ.get("CUDASIM_NUMBA_SHIM", "1") == "0":
        return
    if _TARGET in sys.modules:
        patch_driver_module(sys.modules[_TARGET])
    elif not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())


def _chain_next_sitecustomize():
    """Run the sitecustomize this one shadows (Debian's, in /etc/python3.X)."""
    here = os.path.dirname(os.path.abspath(__file__))
    for entry in sys.path:
        try:
            if os.path.abspath(entry or ".") == here:
                continue
        except (TypeError, ValueError):
            continue
        candidate = os.path.join(entry, "sitecustomize.py")
        if os.path.isfile(candidate):
            with open(candidate, "rb") as f:
                code = compile(f.read(), candidate, "exec")
            exec(code, {"__name__": "sitecustomize", "__file__": candidate})
            return


install()
try:
    _chain_next_sitecustomize()
except Exception:  # Debian's only installs apport's hook; never fail start-up
    pass
