// w_constlocal: memory spaces a kernel reads without global loads: a
// __constant__ table of structs indexed divergently (each lane its own
// entry) and uniformly, updated between launches by cudaMemcpyToSymbol at an
// offset and cudaMemcpyToSymbolAsync; a 4,000-byte struct parameter and a
// __grid_constant__ one whose address is taken; per-thread local arrays of
// 8-, 16-, 64-bit and struct elements indexed dynamically, a 24 KiB local
// array with the stack limit raised by cudaDeviceSetLimit(cudaLimitStackSize);
// the host computes the same table lookups and sums.
#include "sw27.h"

struct Entry {
  short a;
  char b;
  long long c;
  double d;
};
__constant__ Entry table[512];
__constant__ unsigned char bytes[1000];

struct Big {
  int v[1000];
};

__host__ __device__ long long lookups(const Entry *tab, const unsigned char *by, int i) {
  const Entry &e = tab[(i * 37) % 512];
  const Entry &u = tab[7];
  return e.a * 3 + e.b + e.c + (long long)e.d + u.c + by[(i * 13) % 1000];
}

__global__ void constKernel(long long *o, Big big) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  o[i] = lookups(table, bytes, i) + big.v[i % 1000] + big.v[999 - i % 1000];
}

__global__ void gridConst(const __grid_constant__ Big big, long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int *p = &big.v[0];  // the parameter's own address
  o[i] = p[(i * 7) % 1000] - p[i % 1000];
}

__host__ __device__ long long localWork(int i) {
  signed char c[100];
  short s[60];
  long long l[50];
  Entry e[20];
  for (int k = 0; k < 100; k++) c[k] = (signed char)(k * i);
  for (int k = 0; k < 60; k++) s[k] = (short)(k * 1000 + i);
  for (int k = 0; k < 50; k++) l[k] = (long long)k << 40 | (unsigned)i;
  for (int k = 0; k < 20; k++) e[k] = {(short)(k - i), (char)k, (long long)k * i, k * 0.5};
  long long r = 0;
  for (int k = 0; k < 30; k++) {
    int j = (i * 31 + k * 17) % 100;
    r += c[j] + s[j % 60] + l[j % 50] + e[j % 20].a + e[(j + i) % 20].c + (long long)e[j % 20].d;
    c[(j * 3) % 100] = (signed char)r;  // stores at dynamic indices too
    s[(j * 7) % 60] ^= (short)r;
  }
  return r;
}

__global__ void localKernel(long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  o[i] = localWork(i);
}

__global__ void bigLocal(long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  volatile int big[6144];  // 24 KiB a thread
  for (int k = 0; k < 6144; k++) big[k] = k ^ i;
  long long r = 0;
  for (int k = 0; k < 6144; k += 97) r += big[(k * i) % 6144];
  o[i] = r;
}

int main() {
  const int n = 2048;
  std::vector<Entry> tab(512);
  std::vector<unsigned char> by(1000);
  unsigned long long s = 9;
  for (int k = 0; k < 512; k++)
    tab[k] = {(short)rnd64(s), (char)rnd64(s), (long long)rnd64(s) >> 20, (double)(long long)(rnd64(s) % 100000) / 4};
  for (auto &b : by) b = (unsigned char)rnd64(s);
  CK(cudaMemcpyToSymbol(table, tab.data(), tab.size() * sizeof(Entry)));
  CK(cudaMemcpyToSymbol(bytes, by.data(), by.size()));
  Big big;
  for (int k = 0; k < 1000; k++) big.v[k] = k * k - 5000;
  Dev<long long> o(n);
  std::vector<long long> want(n);
  for (int round = 0; round < 2; round++) {
    constKernel<<<n / 128, 128>>>(o.p, big);
    SYNC();
    for (int i = 0; i < n; i++) want[i] = lookups(tab.data(), by.data(), i) + big.v[i % 1000] + big.v[999 - i % 1000];
    compare(round ? "__constant__ after updates at offsets" : "__constant__ struct table, 4,000-byte parameter", o.get(), want);
    // update part of the table and of the bytes
    for (int k = 100; k < 140; k++) tab[k].c ^= 0x5555, tab[k].a += 1;
    for (int k = 500; k < 600; k++) by[k] ^= 0xff;
    CK(cudaMemcpyToSymbol(table, &tab[100], 40 * sizeof(Entry), 100 * sizeof(Entry)));
    CK(cudaMemcpyToSymbolAsync(bytes, &by[500], 100, 500, cudaMemcpyHostToDevice, 0));
    for (int k = 0; k < 1000; k++) big.v[k] += round + 1;
  }
  gridConst<<<n / 128, 128>>>(big, o.p);
  SYNC();
  for (int i = 0; i < n; i++) want[i] = big.v[(i * 7) % 1000] - big.v[i % 1000];
  compare("__grid_constant__ parameter by address", o.get(), want);
  localKernel<<<n / 128, 128>>>(o.p);
  SYNC();
  for (int i = 0; i < n; i++) want[i] = localWork(i);
  compare("local arrays, dynamic indices", o.get(), want);
  CK(cudaDeviceSetLimit(cudaLimitStackSize, 32 * 1024));
  bigLocal<<<4, 64>>>(o.p);
  SYNC();
  std::vector<long long> g = o.get(), w(256);
  for (int i = 0; i < 256; i++) {
    long long r = 0;
    for (int k = 0; k < 6144; k += 97) r += ((k * i) % 6144) ^ i;
    w[i] = r;
  }
  g.resize(256);
  compare("24 KiB local arrays", g, w);
  return finish();
}
