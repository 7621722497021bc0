// f_local: what -G and register limits move to local memory: arrays
// indexed at run time, a struct passed by value, recursion, virtual
// functions on objects built in the kernel, and device function pointers.
#include "check.h"
#include <new>

struct Vec {
  float v[12];
};

__device__ __noinline__ Vec twist(Vec a, int k) {
  Vec r;
  for (int i = 0; i < 12; i++) r.v[i] = a.v[(i + k) % 12] * (i + 1);
  return r;
}

__device__ int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual ~Shape() {}
};
struct Sq : Shape {
  float s;
  __device__ Sq(float s) : s(s) {}
  __device__ float area() const override { return s * s; }
};
struct Tri : Shape {
  float b, h;
  __device__ Tri(float b, float h) : b(b), h(h) {}
  __device__ float area() const override { return 0.5f * b * h; }
};

__device__ int twice(int x) { return 2 * x; }
__device__ int square(int x) { return x * x; }
__device__ int (*ops[2])(int) = {twice, square};

__global__ void kernel(float *out, int *iout) {
  int t = threadIdx.x;
  float arr[64];
  for (int i = 0; i < 64; i++) arr[i] = i * 0.25f + t;
  int idx = (t * 37) % 64;
  float s = 0;
  for (int i = 0; i < 64; i += 1 + (t % 3)) s += arr[(idx + i * 5) % 64];
  Vec a;
  for (int i = 0; i < 12; i++) a.v[i] = t + i;
  Vec r = twist(a, t);
  alignas(Sq) char buf[sizeof(Sq) > sizeof(Tri) ? sizeof(Sq) : sizeof(Tri)];
  Shape *sh = t & 1 ? (Shape *)new (buf) Sq(t * 0.5f) : (Shape *)new (buf) Tri(t, 3.0f);
  out[t] = s + r.v[t % 12] + sh->area();
  sh->~Shape();
  Shape *heap = t % 4 == 0 ? (Shape *)new Sq(1.5f) : (Shape *)new Tri(2.0f, t);
  out[32 + t] = heap->area();
  delete heap;
  iout[t] = ack(2, t % 4) + ops[t & 1](t);
}

int main() {
  float *d, h[64];
  int *di, hi[32];
  REQUIRE(cudaMalloc(&d, sizeof h));
  REQUIRE(cudaMalloc(&di, sizeof hi));
  kernel<<<1, 32>>>(d, di);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
  printf("float hash %016llx h[0] %.9g h[31] %.9g h[63] %.9g\n", fnv(h, sizeof h), h[0], h[31], h[63]);
  printf("int hash %016llx i[7] %d i[31] %d\n", fnv(hi, sizeof hi), hi[7], hi[31]);
  return finish();
}
