// w_intops: every binary integer operator on every integer width (8 to 64
// bits, signed and unsigned), templated kernels; the host runs the same
// template. Shifts stay within the promoted width, signed overflow and
// division of the minimum by -1 are avoided (undefined in C++).
#include "sw27.h"
#include <limits>

const int nOps = 20;

template <class T> __host__ __device__ void ops(T a, T b, T *o) {
  using U = std::make_unsigned_t<T>;
  constexpr int w = sizeof(T) * 8;
  T bz = b == 0 ? T(1) : b;
  bool minNeg = std::is_signed_v<T> && a == std::numeric_limits<T>::min() && bz == T(-1);
  o[0] = T(U(a) + U(b));
  o[1] = T(U(a) - U(b));
  o[2] = T(U(a) * U(b));
  o[3] = minNeg ? T(0) : T(a / bz);
  o[4] = minNeg ? T(0) : T(a % bz);
  o[5] = a & b;
  o[6] = a | b;
  o[7] = a ^ b;
  o[8] = T(U(a) << (unsigned(b) % w));
  o[9] = T(a >> (unsigned(b) % w));  // arithmetic for signed (gcc and nvcc)
  o[10] = a < b ? a : b;
  o[11] = a > b ? a : b;
  o[12] = T((a < b) | (a <= b) << 1 | (a == b) << 2 | (a != b) << 3 | (a > b) << 4 | (a >= b) << 5);
  o[13] = T(~a);
  o[14] = std::is_signed_v<T> && a < 0 && a != std::numeric_limits<T>::min() ? T(-a) : a;
  o[15] = T(U(a) * U(a) + U(b));  // multiply-add
  o[16] = T(U(a) >> (unsigned(b) % w));
  o[17] = T((U(a) << (unsigned(b) % w)) | (U(a) >> ((w - unsigned(b) % w) % w)));  // rotate
  o[18] = T(!a + !!b * 2);
  // a wide product's high half through the next wider type where there is one
  if constexpr (sizeof(T) < 8) {
    using W = std::conditional_t<std::is_signed_v<T>, long long, unsigned long long>;
    o[19] = T((W(a) * W(b)) >> w);
  } else {
    o[19] = T(U(a) / (U(b) | 1) + U(a) % (U(b) | 1));
  }
}

template <class T> __global__ void kernel(const T *a, const T *b, T *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ops(a[i], b[i], o + (size_t)i * nOps);
}

template <class T> void run(const char *name) {
  const int n = 4096;
  unsigned long long s = 42 + sizeof(T) * 7 + std::is_signed_v<T>;
  std::vector<T> a(n), b(n), want((size_t)n * nOps);
  for (int i = 0; i < n; i++) {
    a[i] = T(edgy(s, sizeof(T) * 8));
    b[i] = T(edgy(s, sizeof(T) * 8));
    ops(a[i], b[i], &want[(size_t)i * nOps]);
  }
  Dev<T> da(a), db(b), dout(want.size());
  kernel<<<n / 128, 128>>>(da.p, db.p, dout.p, n);
  if (!synced(name)) return;
  std::vector<T> got = dout.get();
  char what[64];
  for (int op = 0; op < nOps; op++) {
    snprintf(what, sizeof what, "%s op%d", name, op);
    compareColumn(what, got, want, nOps, op);
  }
}

int main() {
  eachInt([](auto zero, const char *name) { run<decltype(zero)>(name); });
  run<char>("char");
  return finish();
}
