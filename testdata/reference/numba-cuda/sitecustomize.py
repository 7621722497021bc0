# numba-cuda 0.30.4 registers an overload for np.row_stack on any NumPy >= 2.0
# (numba/cuda/np/arrayobj.py), but NumPy 2.5 removed row_stack (an alias of
# vstack, deprecated in 2.0): with NumPy 2.5 importing numba.cuda's array
# support fails with "module 'numpy' has no attribute 'row_stack'" and no
# kernel compiles, on a GPU or on cudasim. This puts a row_stack back (a
# function of its own, so that numba-cuda's overload for it does not touch
# vstack's) before anything imports numba. Python imports sitecustomize from
# PYTHONPATH at start-up; nothing else is changed.
try:
    import numpy

    if not hasattr(numpy, "row_stack"):

        def row_stack(tup, *, dtype=None, casting="same_kind"):
            return numpy.vstack(tup, dtype=dtype, casting=casting)

        numpy.row_stack = row_stack
except ImportError:
    pass
