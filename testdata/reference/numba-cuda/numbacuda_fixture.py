# pytest plugin (-p numbacuda_fixture): the class fixture numba-cuda's
# CUDATestCase asks for (numba/cuda/testing.py, usefixtures
# "initialize_from_pytest_config"). numba-cuda's repository defines it in
# testing/conftest.py, which the wheel does not install; this is the same
# fixture with its one option fixed to off.
import pytest


@pytest.fixture(scope="class")
def initialize_from_pytest_config(request):
    request.cls._dump_failed_filechecks = False
