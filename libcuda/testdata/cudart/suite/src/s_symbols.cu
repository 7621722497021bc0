// s_symbols: __constant__ and __device__ variables through the runtime:
// cudaMemcpyToSymbol/FromSymbol and their Async forms with offsets (into an
// array of structs, device to device), cudaGetSymbolAddress and
// cudaGetSymbolSize, a kernel reading a __constant__ array of structs, and
// the errors of an offset past the end, a wrong direction and a host
// variable passed as a symbol.
#include "check.h"

struct Coef {
  float scale;
  int shift;
  double bias;
  short tag[6];
};

__constant__ Coef coefs[8];
__constant__ int lut[64];
__device__ long long acc[16];
__device__ unsigned char bytes[37];
__device__ float matrix[4][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};
static int hostVar[4];

__global__ void apply(double *out) {
  int i = threadIdx.x;
  const Coef &c = coefs[i % 8];
  out[i] = c.scale * (lut[i] << c.shift) + c.bias + c.tag[i % 6];
  atomicAdd((unsigned long long *)&acc[i % 16], (unsigned long long)(long long)out[i]);
}

int main() {
  Coef h[8];
  for (int i = 0; i < 8; i++) {
    h[i].scale = 0.5f * (i + 1);
    h[i].shift = i % 3;
    h[i].bias = -1.25 * i;
    for (int j = 0; j < 6; j++) h[i].tag[j] = (short)(i * 10 + j);
  }
  int l[64];
  for (int i = 0; i < 64; i++) l[i] = i * i - 100;
  OK(cudaMemcpyToSymbol(coefs, h, sizeof h));
  OK(cudaMemcpyToSymbol(lut, l, 32 * sizeof(int)));
  OK(cudaMemcpyToSymbol(lut, l + 32, 32 * sizeof(int), 32 * sizeof(int)));
  // Replace coefs[3] alone, by offset.
  Coef c3 = h[3];
  c3.scale = 8.0f;
  c3.tag[5] = -7;
  OK(cudaMemcpyToSymbol(coefs, &c3, sizeof c3, 3 * sizeof(Coef)));
  h[3] = c3;
  long long zero[16] = {};
  OK(cudaMemcpyToSymbol(acc, zero, sizeof zero));

  double *d, out[64];
  OK(cudaMalloc(&d, sizeof out));
  apply<<<1, 64>>>(d);
  apply<<<1, 64>>>(d);
  OK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
  bool good = true;
  long long want[16] = {};
  for (int i = 0; i < 64; i++) {
    const Coef &c = h[i % 8];
    double w = c.scale * (l[i] << c.shift) + c.bias + c.tag[i % 6];
    good &= out[i] == w;
    want[i % 16] += 2 * (long long)w;
  }
  printf("apply: out[3]=%g out[63]=%g %s\n", out[3], out[63], good ? "right" : "WRONG");
  check(good, "apply");
  long long got[16];
  OK(cudaMemcpyFromSymbol(got, acc, sizeof got));
  bool accGood = true;
  for (int i = 0; i < 16; i++) accGood &= got[i] == want[i];
  printf("acc[0]=%lld acc[15]=%lld %s\n", got[0], got[15], accGood ? "right" : "WRONG");
  check(accGood, "acc");

  // Reads at offsets, sync and async.
  Coef back;
  OK(cudaMemcpyFromSymbol(&back, coefs, sizeof back, 3 * sizeof(Coef)));
  printf("coefs[3]: scale %g shift %d bias %g tag5 %d\n", back.scale, back.shift, back.bias, back.tag[5]);
  float row[4];
  OK(cudaMemcpyFromSymbol(row, matrix, sizeof row, 2 * sizeof row));
  printf("matrix row 2: %g %g %g %g\n", row[0], row[1], row[2], row[3]);
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  int *pinned;
  OK(cudaMallocHost(&pinned, 64 * sizeof(int)));
  for (int i = 0; i < 37; i++) ((unsigned char *)pinned)[i] = (unsigned char)(200 + i);
  OK(cudaMemcpyToSymbolAsync(bytes, pinned, 37, 0, cudaMemcpyHostToDevice, s));
  OK(cudaMemcpyToSymbolAsync(bytes, pinned, 5, 30, cudaMemcpyHostToDevice, s));
  unsigned char b[37] = {};
  OK(cudaMemcpyFromSymbolAsync(b, bytes, 37, 0, cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  printf("bytes: %d %d %d %d %d\n", b[0], b[29], b[30], b[34], b[36]);
  check(b[30] == 200 && b[34] == 204 && b[36] == 236, "bytes at offset 30");
  OK(cudaMemcpyFromSymbolAsync(pinned, lut, 16, 4 * 60, cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  printf("lut[60..63]: %d %d %d %d\n", pinned[0], pinned[1], pinned[2], pinned[3]);

  // Device to device, through the symbol's address.
  int *lutAddr = nullptr;
  size_t lutSize = 0, coefSize = 0, bytesSize = 0, matSize = 0;
  OK(cudaGetSymbolAddress((void **)&lutAddr, lut));
  OK(cudaGetSymbolSize(&lutSize, lut));
  OK(cudaGetSymbolSize(&coefSize, coefs));
  OK(cudaGetSymbolSize(&bytesSize, bytes));
  OK(cudaGetSymbolSize(&matSize, matrix));
  printf("sizes: lut %zu coefs %zu bytes %zu matrix %zu\n", lutSize, coefSize, bytesSize, matSize);
  int *tmp;
  OK(cudaMalloc(&tmp, 64 * sizeof(int)));
  OK(cudaMemcpy(tmp, lutAddr, 64 * sizeof(int), cudaMemcpyDeviceToDevice));
  OK(cudaMemcpyToSymbol(lut, tmp, 16 * sizeof(int), 48 * sizeof(int), cudaMemcpyDeviceToDevice));
  OK(cudaMemcpyToSymbol(lut, tmp + 1, 4, 0, cudaMemcpyDefault));
  int l2[64];
  OK(cudaMemcpyFromSymbol(l2, lut, sizeof l2, 0, cudaMemcpyDefault));
  printf("lut after device copies: %d %d %d %d\n", l2[0], l2[1], l2[48], l2[63]);
  check(l2[0] == l[1] && l2[48] == l[0] && l2[63] == l[15], "device-to-device symbol copies");
  int *ldev;
  OK(cudaMemcpyFromSymbol(tmp, lut, 64 * sizeof(int), 0, cudaMemcpyDeviceToDevice));

  // Errors.
  EXPECT(cudaMemcpyToSymbol(lut, l, 65 * sizeof(int)), cudaErrorInvalidValue);
  SHOW(cudaMemcpyToSymbol(lut, l, 4, 64 * sizeof(int)));
  SHOW(cudaMemcpyToSymbol(lut, l, 0, 64 * sizeof(int)));
  SHOW(cudaMemcpyFromSymbol(l, lut, 8, 63 * sizeof(int)));
  SHOW(cudaMemcpyToSymbol(lut, l, 4, 0, cudaMemcpyDeviceToHost));
  SHOW(cudaMemcpyFromSymbol(l, lut, 4, 0, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpyToSymbol(hostVar, l, 4));
  SHOW(cudaGetSymbolAddress((void **)&ldev, hostVar));
  size_t sz;
  SHOW(cudaGetSymbolSize(&sz, hostVar));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpyToSymbolAsync(lut, l, 4, 0, cudaMemcpyHostToDevice, s));
  OK(cudaStreamSynchronize(s));
  cudaFreeHost(pinned);
  cudaFree(tmp);
  cudaFree(d);
  cudaStreamDestroy(s);
  return finish();
}
