// s_vla: a variable-length array in device code, sized per thread and
// iteration inside a loop (stack space taken and given back each time);
// checked on the host.
#include <vector>
#include "check.h"

__global__ void k_vla(int *out) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  int acc = 0;
  for (int r = 1; r <= 20; r++) {
    int n = (t + r) % 17 + 1;
    int v[n];
    for (int i = 0; i < n; i++) v[i] = i * r + t;
    for (int i = 0; i < n; i++) acc += v[(i * 5) % n] * (i + 1);
  }
  out[t] = acc;
}

int main() {
  const int N = 128;
  int *dv;
  REQUIRE(cudaMalloc(&dv, N * 4));
  k_vla<<<2, 64>>>(dv);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<int> v(N);
  OK(cudaMemcpy(v.data(), dv, N * 4, cudaMemcpyDeviceToHost));
  int badv = 0;
  for (int t = 0; t < N; t++) {
    int accv = 0;
    for (int r = 1; r <= 20; r++) {
      int m = (t + r) % 17 + 1;
      for (int i = 0; i < m; i++) accv += (((i * 5) % m) * r + t) * (i + 1);
    }
    badv += v[t] != accv;
  }
  printf("vla results wrong: %d of %d\n", badv, N);
  check(badv == 0, "VLA results");
  return finish();
}
