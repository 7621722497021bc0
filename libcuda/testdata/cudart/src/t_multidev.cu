// t_multidev: every device and every pair of devices: peer access queries
// and enabling, a kernel on each device, and cudaMemcpyPeer between them.
// With one device there are no pairs; the same-device and out-of-range
// cases still run.
#include "check.h"

__global__ void fill(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v * 100000 + i;
}

int main() {
  int count = 0;
  OK(cudaGetDeviceCount(&count));
  printf("devices %d\n", count);
  if (count < 1 || count > 8) {
    failures++;
    return finish();
  }
  int can = -1;
  SHOW(cudaDeviceCanAccessPeer(&can, 0, 0));
  printf("can access peer 0->0: %d\n", can);
  EXPECT(cudaDeviceCanAccessPeer(&can, 0, count), cudaErrorInvalidDevice);
  OK(cudaSetDevice(0));
  SHOW(cudaDeviceEnablePeerAccess(0, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceDisablePeerAccess(0));
  SHOW(cudaGetLastError());
  for (int i = 0; i < count; i++) {
    for (int j = 0; j < count; j++) {
      if (i == j) continue;
      OK(cudaDeviceCanAccessPeer(&can, i, j));
      printf("can access peer %d->%d: %d\n", i, j, can);
      OK(cudaSetDevice(i));
      if (can) {
        OK(cudaDeviceEnablePeerAccess(j, 0));
        EXPECT(cudaDeviceEnablePeerAccess(j, 0), cudaErrorPeerAccessAlreadyEnabled);
      } else {
        SHOW(cudaDeviceEnablePeerAccess(j, 0));
      }
      SHOW(cudaGetLastError());
    }
  }

  const int n = 4096;
  int *buf[8];
  for (int d = 0; d < count; d++) {
    OK(cudaSetDevice(d));
    int cur = -1;
    OK(cudaGetDevice(&cur));
    check(cur == d, "cudaGetDevice after cudaSetDevice");
    REQUIRE(cudaMalloc(&buf[d], 2 * n * sizeof(int)));
    fill<<<n / 256, 256>>>(buf[d], d + 1, n);
    OK(cudaGetLastError());
  }
  for (int d = 0; d < count; d++) {
    OK(cudaSetDevice(d));
    OK(cudaDeviceSynchronize());
  }
  // Device d's first half goes to the second half of device (d+1)%count.
  OK(cudaSetDevice(0));
  for (int d = 0; d < count; d++) {
    int to = (d + 1) % count;
    OK(cudaMemcpyPeer(buf[to] + n, to, buf[d], d, n * sizeof(int)));
  }
  static int h[2 * n];
  for (int d = 0; d < count; d++) {
    OK(cudaSetDevice(d));
    OK(cudaMemcpy(h, buf[d], sizeof h, cudaMemcpyDeviceToHost));
    int from = (d + count - 1) % count;
    bool ok = true;
    for (int i = 0; i < n; i++) ok = ok && h[i] == (d + 1) * 100000 + i && h[n + i] == (from + 1) * 100000 + i;
    check(ok, "peer copy");
    printf("device %d: own %d, from device %d: %d\n", d, h[n - 1], from, h[2 * n - 1]);
  }
  for (int d = 0; d < count; d++) {
    OK(cudaSetDevice(d));
    OK(cudaFree(buf[d]));
  }
  return finish();
}
