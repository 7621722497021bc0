// w_divconst: division and remainder by compile-time constants (which nvcc
// turns into multiply-high sequences), by powers of two (shifts with a
// rounding fix for negative dividends) and by run-time values, on 16-, 32-
// and 64-bit signed and unsigned integers; the host runs the same template.
#include "sw27.h"

template <class T, long long D> __host__ __device__ void qr(T a, T *o, int &k) {
  o[k++] = T(a / T(D));
  o[k++] = T(a % T(D));
}

const int nOut = 2 * 16 + 4;

template <class T> __host__ __device__ void divs(T a, T b, T *o) {
  int k = 0;
  qr<T, 3>(a, o, k);
  qr<T, 5>(a, o, k);
  qr<T, 7>(a, o, k);
  qr<T, 10>(a, o, k);
  qr<T, 13>(a, o, k);
  qr<T, 60>(a, o, k);
  qr<T, 641>(a, o, k);
  qr<T, 1000>(a, o, k);
  qr<T, 16>(a, o, k);
  qr<T, 1024>(a, o, k);
  qr<T, 32767>(a, o, k);
  qr<T, 25>(a, o, k);
  if constexpr (std::is_signed_v<T>) {
    qr<T, -3>(a, o, k);
    qr<T, -8>(a, o, k);
  } else {
    qr<T, 0x7fff>(a, o, k);
    qr<T, 0x8001>(a, o, k);
  }
  if constexpr (sizeof(T) >= 4) {
    qr<T, 1000000007>(a, o, k);
    qr<T, 0x40000001>(a, o, k);
  } else {
    qr<T, 255>(a, o, k);
    qr<T, 9>(a, o, k);
  }
  T d = b == 0 ? T(1) : b;
  if (std::is_signed_v<T> && d == T(-1)) d = T(2);
  o[k++] = T(a / d);
  o[k++] = T(a % d);
  using U = std::make_unsigned_t<T>;
  U ud = U(d) | 1;
  o[k++] = T(U(a) / ud);
  o[k++] = T(U(a) % ud);
}

template <class T> __global__ void kernel(const T *a, const T *b, T *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) divs(a[i], b[i], o + (size_t)i * nOut);
}

template <class T> void run(const char *name) {
  const int n = 8192;
  unsigned long long s = 99 + sizeof(T);
  std::vector<T> a(n), b(n), want((size_t)n * nOut);
  for (int i = 0; i < n; i++) {
    a[i] = T(edgy(s, sizeof(T) * 8));
    b[i] = T(edgy(s, sizeof(T) * 8) >> (rnd64(s) % (sizeof(T) * 8)));
    divs(a[i], b[i], &want[(size_t)i * nOut]);
  }
  Dev<T> da(a), db(b), o(want.size());
  kernel<<<n / 256, 256>>>(da.p, db.p, o.p, n);
  if (!synced(name)) return;
  char what[64];
  snprintf(what, sizeof what, "%s quotients and remainders", name);
  compare(what, o.get(), want);
}

int main() {
  eachInt<16>([](auto zero, const char *name) { run<decltype(zero)>(name); });
  return finish();
}
