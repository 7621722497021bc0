// s_virtual: object-oriented device code: shapes with virtual area() and
// scale() built in device memory by a kernel (placement new, so the vtables
// are the device's), called through base pointers in another kernel;
// a table of __device__ function pointers picked per element; and a
// recursive expression-tree evaluator (the stack raised with
// cudaDeviceSetLimit). Results hashed.
#include <new>
#include "k25.h"

constexpr int N = 4096;

struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual void scale(float s) = 0;
};
struct Circle : Shape {
  float r;
  __device__ Circle(float r) : r(r) {}
  __device__ float area() const override { return 3.14159265f * r * r; }
  __device__ void scale(float s) override { r *= s; }
};
struct Rect : Shape {
  float w, h;
  __device__ Rect(float w, float h) : w(w), h(h) {}
  __device__ float area() const override { return w * h; }
  __device__ void scale(float s) override { w *= s, h *= s; }
};
struct Tri : Rect {
  __device__ Tri(float b, float h) : Rect(b, h) {}
  __device__ float area() const override { return 0.5f * Rect::area(); }
};

union Slot {
  Circle c;
  Rect r;
  Tri t;
  __device__ Slot() {}
};

__global__ void make(Slot *slots, Shape **ptrs, const float *p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Shape *s;
  switch (i % 3) {
    case 0: s = new (&slots[i]) Circle(p[i]); break;
    case 1: s = new (&slots[i]) Rect(p[i], p[(i + 1) % N]); break;
    default: s = new (&slots[i]) Tri(p[i], p[(i + 7) % N]); break;
  }
  ptrs[i] = s;
}

__global__ void use(Shape **ptrs, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Shape *s = ptrs[(i * 5) % N];
  float a = s->area();
  if (i < N / 5 + 1) s->scale(1.5f);
  out[i] = a;
}

__device__ float fAdd(float a, float b) { return a + b; }
__device__ float fMul(float a, float b) { return a * b; }
__device__ float fHyp(float a, float b) { return hypotf(a, b); }
__device__ float fPow(float a, float b) { return powf(fabsf(a), b); }
typedef float (*BinOp)(float, float);
__device__ BinOp ops[4] = {fAdd, fMul, fHyp, fPow};

__global__ void dispatch(const float *p, const int *which, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = ops[which[i] & 3](p[i], p[(i + 3) % N]);
}

// eval: a complete binary tree of 2^depth leaves over p, inner nodes
// alternating + and * by depth, evaluated by recursion.
__device__ float eval(const float *p, int node, int depth) {
  if (depth == 0) return p[node % N];
  float l = eval(p, 2 * node + 1, depth - 1), r = eval(p, 2 * node + 2, depth - 1);
  return depth % 2 ? l + r : l * r * 0.5f;
}

__global__ void tree(const float *p, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = eval(p, i, 4 + i % 5);
}

int main() {
  std::vector<float> p(N), out(N);
  std::vector<int> which(N);
  unsigned s = 3;
  for (auto &v : p) v = randf(s, 0.5f, 2.0f);
  for (auto &v : which) v = lcg(s);
  float *dp, *dout;
  int *dw;
  Slot *slots;
  Shape **ptrs;
  REQUIRE(cudaMalloc(&dp, N * 4));
  REQUIRE(cudaMalloc(&dout, N * 4));
  REQUIRE(cudaMalloc(&dw, N * 4));
  REQUIRE(cudaMalloc(&slots, N * sizeof(Slot)));
  REQUIRE(cudaMalloc(&ptrs, N * sizeof(Shape *)));
  cudaMemcpy(dp, p.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dw, which.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] {
    make<<<N / 128, 128>>>(slots, ptrs, dp);
    use<<<N / 128, 128>>>(ptrs, dout);
  });
  OK(cudaMemcpy(out.data(), dout, N * 4, cudaMemcpyDeviceToHost));
  printHash("virtual area()", out);
  printFloats("  first", out.data(), 3);
  timed([&] { dispatch<<<N / 128, 128>>>(dp, dw, dout); });
  OK(cudaMemcpy(out.data(), dout, N * 4, cudaMemcpyDeviceToHost));
  printHash("function pointers", out);
  OK(cudaDeviceSetLimit(cudaLimitStackSize, 4096));
  timed([&] { tree<<<N / 4 / 128, 128>>>(dp, dout); });
  OK(cudaGetLastError());
  out.resize(N / 4);
  OK(cudaMemcpy(out.data(), dout, N, cudaMemcpyDeviceToHost));
  printHash("recursive trees", out);
  return done();
}
