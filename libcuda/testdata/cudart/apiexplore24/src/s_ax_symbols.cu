// s_ax_symbols: cudaMemcpyToSymbol/FromSymbol (and Async) of __device__,
// __constant__ and __managed__ variables with offsets inside, at and past
// the end, every kind (including wrong ones), cudaGetSymbolAddress/Size of
// each and of things that are not symbols, and a kernel reading what was
// copied.
#include <cstring>
#include "check.h"

__device__ int dvar[64];
__constant__ int cvar[32];
__managed__ int mvar[16];
__device__ char dbyte;
__device__ double ddbl[3];

__global__ void sum(int *out) {
  int s = 0;
  for (int i = 0; i < 64; i++) s += dvar[i] * (i + 1);
  for (int i = 0; i < 32; i++) s += cvar[i] * (i + 7);
  for (int i = 0; i < 16; i++) s += mvar[i];
  out[0] = s;
  out[1] = dbyte;
}

int main() {
  int h[64];
  for (int i = 0; i < 64; i++) h[i] = i + 1;
  size_t sz = 0;
  void *p = nullptr;
  SHOW(cudaGetSymbolSize(&sz, dvar));
  printf("dvar size %zu\n", sz);
  SHOW(cudaGetSymbolSize(&sz, cvar));
  printf("cvar size %zu\n", sz);
  SHOW(cudaGetSymbolSize(&sz, mvar));
  printf("mvar size %zu\n", sz);
  SHOW(cudaGetSymbolSize(&sz, dbyte));
  printf("dbyte size %zu\n", sz);
  SHOW(cudaGetSymbolSize(&sz, ddbl));
  printf("ddbl size %zu\n", sz);
  SHOW(cudaGetSymbolAddress((void **)&p, mvar));
  printf("mvar address is its host address %d\n", p == (void *)mvar);
  SHOW(cudaGetSymbolAddress((void **)&p, cvar));
  cudaPointerAttributes a;
  SHOW(cudaPointerGetAttributes(&a, p));
  printf("cvar address type %d\n", (int)a.type);
  int local = 0;
  SHOW(cudaGetSymbolSize(&sz, &local));
  SHOW(cudaGetSymbolAddress((void **)&p, &local));
  SHOW(cudaGetSymbolSize(&sz, nullptr));
  SHOW(cudaGetSymbolSize(nullptr, dvar));
  SHOW(cudaGetLastError());
  // copies with offsets
  SHOW(cudaMemcpyToSymbol(dvar, h, sizeof h));
  SHOW(cudaMemcpyToSymbol(dvar, h, 4, 252));
  SHOW(cudaMemcpyToSymbol(dvar, h, 8, 252));
  SHOW(cudaMemcpyToSymbol(dvar, h, 4, 256));
  SHOW(cudaMemcpyToSymbol(dvar, h, 0, 256));
  SHOW(cudaMemcpyToSymbol(dvar, h, 0, 257));
  SHOW(cudaMemcpyToSymbol(dvar, h, 4, 2));
  SHOW(cudaMemcpyToSymbol(dvar, h, 257));
  SHOW(cudaMemcpyToSymbol(dvar, h, 4, (size_t)-4));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpyToSymbol(cvar, h + 3, 32 * 4));
  SHOW(cudaMemcpyToSymbol(cvar, h, 4, 31 * 4, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpyToSymbol(cvar, h, 4, 0, cudaMemcpyDeviceToHost));
  SHOW(cudaMemcpyToSymbol(cvar, h, 4, 0, cudaMemcpyHostToHost));
  SHOW(cudaMemcpyToSymbol(cvar, h, 4, 0, cudaMemcpyDefault));
  SHOW(cudaMemcpyToSymbol(cvar, h, 4, 0, (cudaMemcpyKind)8));
  SHOW(cudaGetLastError());
  char c = 5;
  SHOW(cudaMemcpyToSymbol(dbyte, &c, 1));
  SHOW(cudaMemcpyToSymbol(dbyte, &c, 2));
  SHOW(cudaMemcpyToSymbol(mvar, h, 16 * 4));
  SHOW(cudaMemcpyToSymbol(&local, h, 4));
  SHOW(cudaGetLastError());
  // device-to-device into a symbol
  int *d;
  REQUIRE(cudaMalloc((void **)&d, 1024));
  OK(cudaMemcpy(d, h, 256, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpyToSymbol(dvar, d, 16, 16, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpyToSymbol(dvar, d, 16, 32, cudaMemcpyDefault));
  SHOW(cudaMemcpyToSymbol(dvar, d, 16, 48, cudaMemcpyHostToDevice));
  SHOW(cudaGetLastError());
  int *out;
  REQUIRE(cudaMallocManaged((void **)&out, 8));
  sum<<<1, 1>>>(out);
  SHOW(cudaDeviceSynchronize());
  printf("kernel sum %d byte %d\n", out[0], out[1]);
  int back[64];
  memset(back, 0, sizeof back);
  SHOW(cudaMemcpyFromSymbol(back, dvar, sizeof back));
  unsigned s = 0;
  for (int i = 0; i < 64; i++) s = s * 31 + back[i];
  printf("dvar sum %08x\n", s);
  SHOW(cudaMemcpyFromSymbol(back, dvar, 4, 256));
  SHOW(cudaMemcpyFromSymbol(back, dvar, 8, 252));
  SHOW(cudaMemcpyFromSymbol(back, cvar, 4, 124, cudaMemcpyDeviceToHost));
  printf("cvar last %d\n", back[0]);
  SHOW(cudaMemcpyFromSymbol(back, cvar, 4, 0, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpyFromSymbol(d, cvar, 128, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpyFromSymbol(back, &local, 4));
  SHOW(cudaGetLastError());
  cudaStream_t st;
  OK(cudaStreamCreate(&st));
  SHOW(cudaMemcpyToSymbolAsync(dvar, h, 64, 64, cudaMemcpyHostToDevice, st));
  SHOW(cudaMemcpyToSymbolAsync(dvar, h, 64, 224, cudaMemcpyHostToDevice, st));
  SHOW(cudaMemcpyFromSymbolAsync(back, dvar, 64, 0, cudaMemcpyDeviceToHost, st));
  SHOW(cudaMemcpyFromSymbolAsync(back, dvar, 64, 0, cudaMemcpyHostToDevice, st));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamSynchronize(st));
  s = 0;
  for (int i = 0; i < 16; i++) s = s * 31 + back[i];
  printf("async sum %08x\n", s);
  OK(cudaStreamDestroy(st));
  return finish();
}
