// s_cxx: the C++ that library kernels are written in: classes with virtual
// functions constructed in a kernel (placement new), device-side new/delete
// and malloc/free from the device heap, function pointers chosen at run time,
// recursion (a device function calling itself), local arrays indexed
// dynamically, a templated functor kernel, __constant__ tables and
// __device__ globals with constructors' initial values; checked on the host.
#include <new>
#include "check.h"

struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual int sides() const { return 0; }
  __device__ virtual ~Shape() {}
};
struct Square : Shape {
  float s;
  __device__ Square(float s) : s(s) {}
  __device__ float area() const override { return s * s; }
  __device__ int sides() const override { return 4; }
};
struct Circle : Shape {
  float r;
  __device__ Circle(float r) : r(r) {}
  __device__ float area() const override { return 3.0f * r * r; }
};

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ int add(int a, int b) { return a + b; }
__device__ int mul(int a, int b) { return a * b; }
__device__ int (*const ops[2])(int, int) = {add, mul};
__constant__ int table[16] = {1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987};
__device__ int counter = 100;

__global__ void shapes(float *out, int *sides) {
  int i = threadIdx.x;
  __shared__ alignas(Square) char buf[64][sizeof(Square) > sizeof(Circle) ? sizeof(Square) : sizeof(Circle)];
  Shape *s = i % 2 ? (Shape *)new (buf[i]) Square(i) : (Shape *)new (buf[i]) Circle(i);
  out[i] = s->area();
  sides[i] = s->sides();
  s->~Shape();
  Shape *h = i % 3 ? (Shape *)new Square(1.5f) : (Shape *)new Circle(2.0f);
  out[64 + i] = h ? h->area() : -1.0f;
  delete h;
}

__global__ void misc(int *out, int k) {
  int i = threadIdx.x;
  int local[32];
  for (int j = 0; j < 32; j++) local[j] = j * k + i;
  out[i * 5 + 0] = local[(i * 7) % 32];
  out[i * 5 + 1] = fib(i % 16);
  out[i * 5 + 2] = ops[i % 2](i, k);
  out[i * 5 + 3] = table[i % 16];
  int *m = (int *)malloc(sizeof(int) * (i + 1));
  if (m) {
    for (int j = 0; j <= i; j++) m[j] = j;
    int s = 0;
    for (int j = 0; j <= i; j++) s += m[j];
    free(m);
    out[i * 5 + 4] = s;
  } else {
    out[i * 5 + 4] = -1;
  }
  atomicAdd(&counter, 1);
}

int main() {
  float *f;
  int *si, *o;
  cudaMalloc(&f, 128 * 4), cudaMalloc(&si, 64 * 4), cudaMalloc(&o, 64 * 5 * 4);
  shapes<<<1, 64>>>(f, si);
  OK(cudaDeviceSynchronize());
  float hf[128];
  int hs[64];
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, si, sizeof hs, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 64; i++) {
    ok &= hf[i] == (i % 2 ? (float)i * i : 3.0f * i * i) && hs[i] == (i % 2 ? 4 : 0);
    ok &= hf[64 + i] == (i % 3 ? 2.25f : 12.0f);
  }
  check(ok, "virtual functions, placement and heap new");
  misc<<<1, 64>>>(o, 3);
  OK(cudaDeviceSynchronize());
  int h[64 * 5];
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  int fibs[16] = {0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610};
  int tab[16] = {1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987};
  ok = true;
  for (int i = 0; i < 64; i++) {
    ok &= h[i * 5] == ((i * 7) % 32) * 3 + i && h[i * 5 + 1] == fibs[i % 16] && h[i * 5 + 2] == (i % 2 ? i * 3 : i + 3);
    ok &= h[i * 5 + 3] == tab[i % 16] && h[i * 5 + 4] == i * (i + 1) / 2;
  }
  check(ok, "local arrays, recursion, function pointers, constants, device malloc");
  int c = 0;
  OK(cudaMemcpyFromSymbol(&c, counter, sizeof c));
  printf("counter %d\n", c);
  check(c == 164, "device global");
  return finish();
}
