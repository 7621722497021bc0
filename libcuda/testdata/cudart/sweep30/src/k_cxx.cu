// k_cxx: C++ in kernels as library code has it: alloca (dynamic stack
// allocation, alloca in a loop), virtual functions through multiple and
// virtual inheritance on objects built on the device, pure-virtual
// interfaces called through base pointers in divergent lanes, function
// pointer tables (a __device__ table and one filled by the host from
// cudaMemcpyFromSymbol), nvstd::function holding lambdas and functors,
// recursion (mutual, with local arrays, with a struct result), a dense
// switch, structs returned by value from __noinline__ functions, __int128
// in the same. Each thread's result is computed again by the same C++ on the
// host (a __host__ __device__ function) and compared.
#include "../../sweep27/src/sw27.h"
#include <alloca.h>
#include <nvfunctional>

typedef unsigned long long u64;

// ---- alloca ----
__host__ __device__ u64 fillSum(u64 *a, int n, int t) {
  for (int i = 0; i < n; i++) a[i] = (u64)(i + 1) * (t + 3) ^ (u64)i << 40;
  u64 s = 0;
  for (int i = 0; i < n; i++) s = s * 31 + a[(i * 7 + t) % n];
  return s;
}
__device__ __noinline__ u64 allocaCallee(int n, int t) {
  u64 *a = (u64 *)alloca(n * sizeof(u64));
  return fillSum(a, n, t);
}
__host__ __device__ u64 allocaRef(int t) {
  u64 s = 0;
  u64 buf[64];
  for (int k = 1; k < 6; k++) s += fillSum(buf, (t + k * 5) % 40 + 1, t + k);
  return s ^ fillSum(buf, t % 17 + 1, t);
}
__global__ void allocas(u64 *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  u64 s = 0;
  for (int k = 1; k < 6; k++) {
    int n = (t + k * 5) % 40 + 1;  // a different size per lane and iteration
    u64 *a = (u64 *)alloca(n * sizeof(u64));
    s += fillSum(a, n, t + k);
  }
  out[t] = s ^ allocaCallee(t % 17 + 1, t);
}

// ---- virtual functions ----
struct Shape {
  int id;
  __host__ __device__ Shape(int i) : id(i) {}
  __host__ __device__ virtual ~Shape() {}
  __host__ __device__ virtual long long area() const = 0;
  __host__ __device__ virtual long long tag() const { return id * 7; }
};
struct Named {
  char name[6];
  __host__ __device__ Named(int i) {
    for (int k = 0; k < 6; k++) name[k] = (char)('a' + (i + k) % 26);
  }
  __host__ __device__ virtual ~Named() {}
  __host__ __device__ virtual int nameHash() const {
    int h = 0;
    for (int k = 0; k < 6; k++) h = h * 31 + name[k];
    return h;
  }
};
struct Rect : Shape, Named {
  int w, h;
  __host__ __device__ Rect(int i, int w, int h) : Shape(i), Named(i), w(w), h(h) {}
  __host__ __device__ long long area() const override { return (long long)w * h; }
  __host__ __device__ int nameHash() const override { return Named::nameHash() ^ w; }
};
struct Square : Rect {
  __host__ __device__ Square(int i, int s) : Rect(i, s, s) {}
  __host__ __device__ long long tag() const override { return Rect::tag() + 1000; }
};
struct Base {
  int b;
  __host__ __device__ Base(int v) : b(v) {}
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int f() const { return b; }
};
struct Left : virtual Base {
  __host__ __device__ Left(int v) : Base(v) {}
  __host__ __device__ int f() const override { return b * 2; }
};
struct Right : virtual Base {
  int r;
  __host__ __device__ Right(int v) : Base(v), r(v + 1) {}
};
struct Diamond : Left, Right {
  __host__ __device__ Diamond(int v) : Base(v), Left(v), Right(v) {}
  __host__ __device__ int f() const override { return Left::f() + r; }
};
struct Circle : Shape {
  int r;
  __host__ __device__ Circle(int i, int r) : Shape(i), r(r) {}
  __host__ __device__ long long area() const override { return 3LL * r * r; }
};

__host__ __device__ long long useShape(const Shape *s, const Named *n, const Base *b) {
  long long v = s->area() * 13 + s->tag();
  if (n) v ^= n->nameHash();
  if (b) v += b->f() * 100003LL;
  return v;
}
__host__ __device__ long long virtualRef(int t) {
  // the same objects, built on the stack of whoever computes
  switch (t % 4) {
  case 0: {
    Rect r(t, t % 13 + 1, t % 7 + 2);
    return useShape(&r, &r, nullptr);
  }
  case 1: {
    Square q(t, t % 11 + 3);
    Diamond d(t);
    return useShape(&q, &q, &d);
  }
  case 2: {
    Circle c(t, t % 9);
    Right r(t);
    return useShape(&c, nullptr, &r);
  }
  default: {
    Circle c(t, 5);
    Left l(t);
    return useShape(&c, nullptr, &l);
  }
  }
}
// on the device the objects come from new in one kernel and are used and
// deleted in the next, so their vtables are the device's
__global__ void buildShapes(Shape **shapes, Named **names, Base **bases) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  switch (t % 4) {
  case 0: {
    Rect *r = new Rect(t, t % 13 + 1, t % 7 + 2);
    shapes[t] = r, names[t] = r, bases[t] = nullptr;
    break;
  }
  case 1: {
    Square *q = new Square(t, t % 11 + 3);
    shapes[t] = q, names[t] = q, bases[t] = new Diamond(t);
    break;
  }
  case 2: shapes[t] = new Circle(t, t % 9), names[t] = nullptr, bases[t] = new Right(t); break;
  default: shapes[t] = new Circle(t, 5), names[t] = nullptr, bases[t] = new Left(t); break;
  }
}
__global__ void useShapes(Shape **shapes, Named **names, Base **bases, long long *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = useShape(shapes[t], names[t], bases[t]);
  delete shapes[t];
  delete bases[t];
}

// ---- function pointers and nvstd::function ----
typedef long long (*Op)(long long, long long);
__host__ __device__ long long opAdd(long long a, long long b) { return a + b; }
__host__ __device__ long long opMul(long long a, long long b) { return a * b; }
__host__ __device__ long long opXor(long long a, long long b) { return a ^ (b << 3); }
__host__ __device__ long long opMix(long long a, long long b) { return (a - b) * (a | 1); }
__device__ Op devTable[4] = {opAdd, opMul, opXor, opMix};
__device__ Op hostFilled[4];  // the host copies devTable's entries here, rotated
struct Scale {
  long long k;
  __device__ long long operator()(long long a, long long b) const { return a * k + b; }
};
__host__ __device__ long long pointersRef(int t, long long a, long long b) {
  Op ops[4] = {opAdd, opMul, opXor, opMix};
  long long r = ops[t % 4](a, b);
  r = ops[(t + 1) % 4](r, b);  // hostFilled is devTable rotated by one
  long long k = t % 3 + 2;
  r = r * k + a;  // Scale
  r = r + a * b + t;  // the lambda
  return r;
}
__global__ void pointers(const long long *in, long long *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  long long a = in[2 * t], b = in[2 * t + 1];
  long long r = devTable[t % 4](a, b);
  r = hostFilled[t % 4](r, b);
  nvstd::function<long long(long long, long long)> f = Scale{t % 3 + 2};
  r = f(r, a);
  nvstd::function<long long(long long)> g = [a, b, t](long long x) { return x + a * b + t; };
  out[t] = g(r);
}

// ---- recursion, switch, structs by value, __int128 ----
struct Big {
  long long v[5];
  unsigned __int128 w;
};
__host__ __device__ __noinline__ Big makeBig(int t) {
  Big b;
  for (int k = 0; k < 5; k++) b.v[k] = (long long)t * (k + 1) - k;
  b.w = (unsigned __int128)(t + 1) << 70 | (unsigned)(t * 3);
  return b;
}
__host__ __device__ __noinline__ Big combine(Big a, Big b) {
  Big r;
  for (int k = 0; k < 5; k++) r.v[k] = a.v[k] * 3 - b.v[4 - k];
  r.w = a.w / (b.w % 1000003 + 1) + b.w * a.v[0];
  return r;
}
__host__ __device__ bool isOdd(int n);
__host__ __device__ __noinline__ bool isEven(int n) { return n == 0 ? true : isOdd(n - 1); }
__host__ __device__ __noinline__ bool isOdd(int n) { return n == 0 ? false : isEven(n - 1); }
__host__ __device__ __noinline__ long long sumDigits(long long n, int depth) {
  int local[8];
  for (int k = 0; k < 8; k++) local[k] = (int)(n >> k) & 3;
  if (n < 10 || depth > 20) return n + local[depth % 8];
  return sumDigits(n / 10, depth + 1) + n % 10 + local[(n + depth) % 8];
}
__host__ __device__ Big recBig(int n) {
  if (n == 0) return makeBig(7);
  Big b = recBig(n - 1);
  b.v[n % 5] += n;
  b.w += n;
  return b;
}
__host__ __device__ int dense(int x, int y) {
  switch (x) {
  case 0: return y + 1;
  case 1: return y * 3;
  case 2: return y ^ 7;
  case 3: return y - 9;
  case 4: return y << 2;
  case 5: return y >> 1;
  case 6: return ~y;
  case 7: return y * y;
  case 8: return y + 100;
  case 9: return y % 7;
  case 10: return y / 3;
  case 11: return -y;
  case 12: return y | 0x40;
  case 13: return y & 0x3c;
  case 14: return y + 77;
  case 15: return y * 11;
  case 16: return y - 1000;
  case 17: return y * 5 + 1;
  default: return 5;
  }
}
__host__ __device__ void misc(int t, u64 *o) {
  Big b = combine(makeBig(t), recBig(t % 12));
  u64 h = 0;
  for (int k = 0; k < 5; k++) h = h * 1000003 + (u64)b.v[k];
  o[0] = h;
  o[1] = (u64)b.w;
  o[2] = (u64)(b.w >> 64);
  o[3] = isEven(t % 50) | (u64)sumDigits((long long)t * 987654321LL, 0) << 1;
  o[4] = (u64)(unsigned)dense(t % 20, t);
}
__global__ void miscKernel(u64 *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  misc(t, out + 5 * t);
}

int main() {
  const int n = 512;
  cudaDeviceSetLimit(cudaLimitStackSize, 16384);
  {
    Dev<u64> d(n);
    allocas<<<n / 128, 128>>>(d);
    if (synced("alloca")) {
      std::vector<u64> w(n);
      for (int t = 0; t < n; t++) w[t] = allocaRef(t);
      compare("alloca (per lane sizes, in a loop, in a callee)", d.get(), w);
    }
  }
  {
    Dev<Shape *> shapes(n);
    Dev<Named *> names(n);
    Dev<Base *> bases(n);
    Dev<long long> out(n);
    buildShapes<<<n / 64, 64>>>(shapes, names, bases);
    useShapes<<<n / 64, 64>>>(shapes, names, bases, out);
    if (synced("virtual functions")) {
      std::vector<long long> w(n);
      for (int t = 0; t < n; t++) w[t] = virtualRef(t);
      compare("virtual functions (multiple, virtual inheritance)", out.get(), w);
    }
  }
  {
    Op table[4];
    CK(cudaMemcpyFromSymbol(table, devTable, sizeof table));
    Op rotated[4] = {table[1], table[2], table[3], table[0]};
    CK(cudaMemcpyToSymbol(hostFilled, rotated, sizeof rotated));
    std::vector<long long> in(2 * n);
    unsigned long long s = 4;
    for (auto &v : in) v = (long long)(rnd64(s) % 20001) - 10000;
    Dev<long long> din(in), out(n);
    pointers<<<n / 128, 128>>>(din, out);
    if (synced("function pointers")) {
      std::vector<long long> w(n);
      for (int t = 0; t < n; t++) w[t] = pointersRef(t, in[2 * t], in[2 * t + 1]);
      compare("function pointer tables, nvstd::function", out.get(), w);
    }
  }
  {
    Dev<u64> d(5 * n);
    miscKernel<<<n / 128, 128>>>(d);
    if (synced("recursion")) {
      std::vector<u64> w(5 * n);
      for (int t = 0; t < n; t++) misc(t, &w[5 * t]);
      compare("recursion, dense switch, structs by value, __int128", d.get(), w);
    }
  }
  return finish();
}
