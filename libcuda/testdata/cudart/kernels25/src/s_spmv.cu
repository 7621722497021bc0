// s_spmv: CSR sparse matrix times vector, 4096 rows of 0-96 nonzeros:
// scalar (a thread per row), vector (a warp per row, shuffle-down
// reduction, __ldg), and the vector kernel in double. Outputs hashed.
#include "k25.h"

constexpr int ROWS = 4096, COLS = 4096;

template <class T>
__global__ void spmvScalar(const int *rowPtr, const int *col, const T *val, const T *x, T *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= ROWS) return;
  T s = 0;
  for (int j = rowPtr[r]; j < rowPtr[r + 1]; j++) s += val[j] * x[col[j]];
  y[r] = s;
}

template <class T>
__global__ void spmvVector(const int *rowPtr, const int *col, const T *val, const T *x, T *y) {
  int r = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (r >= ROWS) return;
  T s = 0;
  for (int j = rowPtr[r] + lane; j < rowPtr[r + 1]; j += 32) s += __ldg(val + j) * __ldg(x + __ldg(col + j));
  for (int o = 16; o; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
  if (lane == 0) y[r] = s;
}

template <class T>
static void run(const char *what, const std::vector<int> &rowPtr, const std::vector<int> &col, const std::vector<float> &valf, const std::vector<float> &xf) {
  std::vector<T> val(valf.begin(), valf.end()), x(xf.begin(), xf.end()), y(ROWS);
  int *dr, *dc;
  T *dv, *dx, *dy;
  OK(cudaMalloc(&dr, rowPtr.size() * 4));
  OK(cudaMalloc(&dc, col.size() * 4));
  OK(cudaMalloc(&dv, val.size() * sizeof(T)));
  OK(cudaMalloc(&dx, COLS * sizeof(T)));
  OK(cudaMalloc(&dy, ROWS * sizeof(T)));
  cudaMemcpy(dr, rowPtr.data(), rowPtr.size() * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, col.data(), col.size() * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, val.data(), val.size() * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemcpy(dx, x.data(), COLS * sizeof(T), cudaMemcpyHostToDevice);
  char name[64];
  timed([&] { spmvScalar<T><<<ROWS / 128, 128>>>(dr, dc, dv, dx, dy); });
  OK(cudaMemcpy(y.data(), dy, ROWS * sizeof(T), cudaMemcpyDeviceToHost));
  snprintf(name, sizeof name, "%s scalar", what);
  printHash(name, y);
  timed([&] { spmvVector<T><<<ROWS * 32 / 256, 256>>>(dr, dc, dv, dx, dy); });
  OK(cudaMemcpy(y.data(), dy, ROWS * sizeof(T), cudaMemcpyDeviceToHost));
  snprintf(name, sizeof name, "%s vector", what);
  printHash(name, y);
  cudaFree(dr), cudaFree(dc), cudaFree(dv), cudaFree(dx), cudaFree(dy);
}

int main() {
  std::vector<int> rowPtr(ROWS + 1), col;
  std::vector<float> val, x(COLS);
  unsigned s = 31;
  for (int r = 0; r < ROWS; r++) {
    rowPtr[r] = col.size();
    int nnz = lcg(s) % 97, c = lcg(s) % 64;
    for (int j = 0; j < nnz && c < COLS; j++, c += 1 + lcg(s) % 80) col.push_back(c), val.push_back(randf(s, -2, 2));
  }
  rowPtr[ROWS] = col.size();
  for (int i = 0; i < COLS; i++) x[i] = randf(s, -1, 1);
  printf("nonzeros %zu\n", col.size());
  run<float>("float", rowPtr, col, val, x);
  run<double>("double", rowPtr, col, val, x);
  return done();
}
