// w_cxx: C++ in device code: recursion (Ackermann, a recursive quicksort on
// a per-thread array, mutual recursion), virtual functions through base
// pointers of objects built in one kernel with new and used and deleted in
// others, device malloc/free and new[]/delete[] from many threads at once
// (every block distinct, nothing overlapping), function pointers in a
// __device__ table, extended lambdas, templates with static dispatch, a
// struct with 16-byte alignment passed by value. The host runs the same
// __host__ __device__ code.
#include "sw27.h"

__host__ __device__ unsigned ackermann(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

__host__ __device__ bool isOdd(unsigned n);
__host__ __device__ bool isEven(unsigned n) { return n == 0 ? true : isOdd(n - 1); }
__host__ __device__ bool isOdd(unsigned n) { return n == 0 ? false : isEven(n - 1); }

__host__ __device__ void quicksort(int *a, int lo, int hi) {
  if (lo >= hi) return;
  int p = a[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) {
    while (a[i] < p) i++;
    while (a[j] > p) j--;
    if (i <= j) {
      int t = a[i];
      a[i] = a[j], a[j] = t;
      i++, j--;
    }
  }
  quicksort(a, lo, j);
  quicksort(a, i, hi);
}

struct Shape {
  int id;
  __host__ __device__ Shape(int id) : id(id) {}
  __host__ __device__ virtual ~Shape() {}
  __host__ __device__ virtual long long area() const = 0;
  __host__ __device__ virtual long long scaled(int k) const { return area() * k + id; }
};
struct Rect : Shape {
  int w, h;
  __host__ __device__ Rect(int id, int w, int h) : Shape(id), w(w), h(h) {}
  __host__ __device__ long long area() const override { return (long long)w * h; }
};
struct Square : Rect {
  __host__ __device__ Square(int id, int s) : Rect(id, s, s) {}
  __host__ __device__ long long scaled(int k) const override { return Rect::scaled(k) * 2 - 1; }
};
struct Tri : Shape {
  int b, h;
  __host__ __device__ Tri(int id, int b, int h) : Shape(id), b(b), h(h) {}
  __host__ __device__ long long area() const override { return (long long)b * h / 2; }
};

__host__ __device__ Shape *makeShape(int i) {
  switch (i % 3) {
  case 0: return new Rect(i, i % 17 + 1, i % 5 + 2);
  case 1: return new Square(i, i % 11 + 3);
  default: return new Tri(i, i % 13 + 4, i % 7 + 1);
  }
}

__global__ void build(Shape **s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) s[i] = makeShape(i);
}
__global__ void use(Shape **s, long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = s[i] ? s[i]->scaled(i % 4 + 1) + s[(i * 7) % n]->area() : -1;
}
__global__ void destroy(Shape **s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) delete s[i];
}

typedef long long (*BinOp)(long long, long long);
__host__ __device__ long long opAdd(long long a, long long b) { return a + b; }
__host__ __device__ long long opMul(long long a, long long b) { return a * b; }
__host__ __device__ long long opXorShift(long long a, long long b) { return a ^ (b << 3); }
__device__ BinOp deviceOps[3] = {opAdd, opMul, opXorShift};

struct alignas(16) Packet {
  char tag;
  double d;
  int v[5];
  short s;
};

template <int N> struct Fact {
  static constexpr long long v = N * Fact<N - 1>::v;
};
template <> struct Fact<0> {
  static constexpr long long v = 1;
};

template <class F> __global__ void applyLambda(F f, long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = f(i);
}

__host__ __device__ long long misc(int i, Packet p) {
  int a[40];
  for (int k = 0; k < 40; k++) a[k] = (int)((k * 2654435761u + i) % 1000) - 500;
  quicksort(a, 0, 39);
  long long r = a[0] + 3LL * a[39] + a[i % 40];
  r += ackermann(2, i % 10) + (isEven(i % 200) ? 100 : 200);
  r += p.tag + (long long)p.d + p.v[i % 5] + p.s + Fact<15>::v % 1000;
  return r;
}

__global__ void miscKernel(long long *o, Packet p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = misc(i, p) + deviceOps[i % 3](i, i + 1);
}

// Each thread allocates a block of its own size, fills it, and checks after
// the whole grid has: a block another thread wrote into shows as a bad sum.
__global__ void heapKernel(unsigned long long **ptrs, int *bad, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  size_t words = 1 + i % 61;
  unsigned long long *p = (i % 2) ? (unsigned long long *)malloc(words * 8) : new unsigned long long[words];
  ptrs[i] = p;
  if (!p) return;
  for (size_t k = 0; k < words; k++) p[k] = (unsigned long long)i << 32 | k;
}
__global__ void heapCheck(unsigned long long **ptrs, int *bad, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long *p = ptrs[i];
  if (!p) {
    atomicAdd(bad, 1000000);
    return;
  }
  size_t words = 1 + i % 61;
  for (size_t k = 0; k < words; k++)
    if (p[k] != ((unsigned long long)i << 32 | k)) atomicAdd(bad, 1);
  if (i % 2) free(p);
  else delete[] p;
}

int main() {
  const int n = 1024;
  // the heap's size can change only before the first kernel that uses it (the
  // H200 answers cudaErrorInvalidValue after: apiexplore24's s_ax_limits)
  CK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20));
  // The recursion below (isEven's chain of up to 199 calls, quicksort, ackermann) needs more
  // than the default 1 KiB of stack on the H200: with it the miscKernel launch faulted
  // (cudaErrorIllegalAddress; built with -G, cudaErrorLaunchFailure; README, session 28).
  CK(cudaDeviceSetLimit(cudaLimitStackSize, 16 << 10));
  // virtual functions
  Dev<Shape *> shapes(n);
  Dev<long long> o(n);
  build<<<n / 128, 128>>>(shapes.p, n);
  use<<<n / 128, 128>>>(shapes.p, o.p, n);
  destroy<<<n / 128, 128>>>(shapes.p, n);
  SYNC();
  std::vector<long long> want(n);
  std::vector<Shape *> hs(n);
  for (int i = 0; i < n; i++) hs[i] = makeShape(i);
  for (int i = 0; i < n; i++) want[i] = hs[i]->scaled(i % 4 + 1) + hs[(i * 7) % n]->area();
  for (auto *p : hs) delete p;
  compare("virtual calls on device-built objects", o.get(), want);
  // recursion, local arrays, function pointers, struct by value
  Packet p;
  memset(&p, 0, sizeof p);
  p.tag = 'Q', p.d = 12345.75, p.s = -300;
  for (int k = 0; k < 5; k++) p.v[k] = k * k * 1000 - 7;
  miscKernel<<<n / 64, 64>>>(o.p, p, n);
  SYNC();
  BinOp hostOps[3] = {opAdd, opMul, opXorShift};
  for (int i = 0; i < n; i++) want[i] = misc(i, p) + hostOps[i % 3](i, i + 1);
  compare("recursion, sorting, function pointers", o.get(), want);
  // lambdas
  long long k = 977;
  auto f = [=] __host__ __device__(int i) -> long long { return (long long)i * i * k - (i >> 2) + ackermann(1, i % 50); };
  applyLambda<<<n / 128, 128>>>(f, o.p, n);
  SYNC();
  for (int i = 0; i < n; i++) want[i] = f(i);
  compare("extended lambda", o.get(), want);
  // device heap
  const int nh = 8192;
  Dev<unsigned long long *> ptrs(nh);
  Dev<int> bad(1);
  for (int round = 0; round < 2; round++) {
    heapKernel<<<nh / 256, 256>>>(ptrs.p, bad.p, nh);
    heapCheck<<<nh / 256, 256>>>(ptrs.p, bad.p, nh);
    SYNC();
  }
  int b = bad.get()[0];
  printf("device heap: %d threads x 2 rounds, %d bad words, %d failed allocations\n", nh, b % 1000000, b / 1000000);
  check(b == 0, "every thread's heap block intact");
  return finish();
}
