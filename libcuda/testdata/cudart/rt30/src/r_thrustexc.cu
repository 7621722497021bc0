// r_thrustexc: C++ exceptions from Thrust as test suites provoke them: a
// device_vector too large (std::bad_alloc from thrust::system::detail::bad_alloc,
// what() naming the runtime's error), a temporary-allocation failure inside
// thrust::sort with a custom allocator that throws, thrust::system_error's
// code() and category, cudaGetLastError afterwards (Thrust reads and clears
// errors it throws), algorithms working again after each; last, a kernel that
// fails a device assert inside thrust::for_each: the exception at Thrust's
// synchronization, its code, and what the runtime answers after.
#include "rt.h"
#include <cassert>
#include <new>
#include <string>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/for_each.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/system/cuda/error.h>
#include <thrust/system_error.h>

struct failingAlloc {
  typedef char value_type;
  int calls = 0;
  char *allocate(std::ptrdiff_t n) {
    calls++;
    throw std::bad_alloc();
  }
  void deallocate(char *, size_t) {}
};

struct assertBig {
  __device__ void operator()(int x) const { assert(x != 1500); } // one thread fails
};

static bool sumWorks() {
  thrust::device_vector<int> v(1000);
  thrust::sequence(v.begin(), v.end());
  return thrust::reduce(v.begin(), v.end()) == 999 * 1000 / 2;
}

int main() {
  // 1. a device_vector of 2^50 ints
  bool caught = false;
  try {
    thrust::device_vector<int> huge(size_t(1) << 50);
  } catch (std::bad_alloc &e) {
    caught = true;
    printf("bad_alloc: %s\n", e.what());
  }
  check(caught, "std::bad_alloc for 4 PiB");
  EXPECT(cudaGetLastError(), cudaSuccess); // thrust cleared it
  check(sumWorks(), "thrust works after the bad_alloc");

  {
    // 2. a sort whose temporary allocation throws
    thrust::device_vector<int> keys(5000);
    thrust::sequence(keys.begin(), keys.end(), 5000, -1);
    failingAlloc fa;
    caught = false;
    try {
      thrust::sort(thrust::cuda::par(fa), keys.begin(), keys.end());
    } catch (std::bad_alloc &) {
      caught = true;
    }
    printf("custom allocator called %d time(s), exception %s\n", fa.calls > 0, caught ? "caught" : "not caught");
    check(caught && fa.calls > 0, "the allocator's exception reaches the caller");
    thrust::sort(keys.begin(), keys.end());
    check(keys[0] == 1 && keys[4999] == 5000, "sort works after");

    // 3. system_error from a launch error: a transform on a stream that was destroyed
    cudaStream_t s;
    OK(cudaStreamCreate(&s));
    OK(cudaStreamDestroy(s));
    caught = false;
    try {
      thrust::for_each(thrust::cuda::par.on(s), keys.begin(), keys.end(), assertBig());
      cudaStreamSynchronize(s);
    } catch (thrust::system_error &e) {
      caught = true;
      printf("system_error on a destroyed stream: category %s, code %s\n", e.code().category().name(),
             cudaGetErrorName((cudaError_t)e.code().value()));
    }
    printf("probe: a destroyed stream: %s\n", caught ? "exception" : "no exception");
    PROBE(cudaGetLastError());
    check(sumWorks(), "thrust works after");

    // 4. thrust::system_error's code for a cuda error, built by hand
    thrust::system_error se(cudaErrorInvalidValue, thrust::cuda_category(), "by hand");
    printf("by hand: %s | category %s | value %d\n", se.what(), se.code().category().name(), se.code().value());
    check(se.code().value() == (int)cudaErrorInvalidValue, "the code's value is the cudaError_t");
    check(std::string(se.what()).find("by hand") != std::string::npos, "what() holds the message");

  }

  // 5. last: a device assert inside for_each (the vector is not freed: after the
  // sticky error its destructor would throw from cudaFree and end the program)
  thrust::device_vector<int> &v = *new thrust::device_vector<int>(2000);
  thrust::sequence(v.begin(), v.end());
  caught = false;
  cudaError_t code = cudaSuccess;
  try {
    thrust::for_each(v.begin(), v.end(), assertBig());
    thrust::host_vector<int> h = v; // a synchronizing copy, if for_each did not throw
  } catch (thrust::system_error &e) {
    caught = true;
    code = (cudaError_t)e.code().value();
    printf("system_error after a device assert: %s\n", cudaGetErrorName(code));
  }
  check(caught, "the device assert becomes an exception");
  check(code == cudaErrorAssert, "its code is cudaErrorAssert");
  EXPECT(cudaDeviceSynchronize(), cudaErrorAssert); // sticky
  EXPECT(cudaGetLastError(), cudaErrorAssert);
  return finish();
}
