// s_tma: the tensor memory accelerator through inline PTX, as CUTLASS and
// libcu++ reach it: tensor maps made by cuTensorMapEncodeTiled (from
// cudaGetDriverEntryPoint) for 2-D int and half tensors, loads by
// cp.async.bulk.tensor into shared memory completed on an mbarrier, with
// each swizzle mode (none, 32, 64, 128 bytes), boxes partly or wholly out
// of bounds (negative coordinates, past the end) with zero and NaN fill, an
// element stride of 2, stores back by cp.async.bulk.tensor
// shared-to-global, a reduce-add store, and the encoder's errors.
#include <cuda.h>
#include <cuda_fp16.h>
#include <cstring>
#include "check.h"

typedef CUresult (*EncodeTiled)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *, const cuuint64_t *, const cuuint32_t *, const cuuint32_t *,
                                CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

// load copies the box at (x, y) into shared memory and then, as raw words,
// to out (boxBytes of them).
__global__ void load(const __grid_constant__ CUtensorMap map, int x, int y, unsigned *out, int boxBytes) {
  __shared__ alignas(1024) unsigned char smem[8192];
  __shared__ alignas(8) unsigned long long bar;
  unsigned s = (unsigned)__cvta_generic_to_shared(smem), b = (unsigned)__cvta_generic_to_shared(&bar);
  for (int i = threadIdx.x; i < 8192 / 4; i += blockDim.x) ((unsigned *)smem)[i] = 0xabababab;
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 1;" ::"r"(b) : "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(b), "r"(boxBytes) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::"r"(s), "l"(&map), "r"(x), "r"(y), "r"(b)
                 : "memory");
  }
  // bounded: a transfer count other than the expected would never complete the phase
  unsigned done = 0;
  for (int k = 0; k < 100000 && !done; k++)
    asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared.b64 p, [%1], 0; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(b) : "memory");
  for (int i = threadIdx.x; i < boxBytes / 4; i += blockDim.x) out[i] = ((unsigned *)smem)[i];
  if (threadIdx.x == 0) out[2047] = done;
}

// store writes shared memory holding words k*3+1 to the box at (x, y), then
// (reduce) adds the same again.
__global__ void store(const __grid_constant__ CUtensorMap map, int x, int y, int boxBytes, int reduce) {
  __shared__ alignas(1024) unsigned char smem[8192];
  for (int i = threadIdx.x; i < boxBytes / 4; i += blockDim.x) ((unsigned *)smem)[i] = i * 3 + 1;
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];" ::"l"(&map), "r"(x), "r"(y), "r"(s) : "memory");
    if (reduce) asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [%0, {%1, %2}], [%3];" ::"l"(&map), "r"(x), "r"(y), "r"(s) : "memory");
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
  }
}

static unsigned o2047(const unsigned *out) {
  unsigned v = 9;
  cudaMemcpy(&v, out + 2047, 4, cudaMemcpyDeviceToHost);
  return v;
}
static unsigned fnv(const unsigned *p, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
  return h;
}

int main() {
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q;
  REQUIRE(cudaGetDriverEntryPoint("cuTensorMapEncodeTiled", &fn, cudaEnableDefault, &q));
  EncodeTiled encode = (EncodeTiled)fn;
  const int R = 40, C = 64; // rows, columns of 4-byte ints
  unsigned *dev, *out;
  REQUIRE(cudaMalloc(&dev, R * C * 4));
  REQUIRE(cudaMalloc(&out, 8192));
  static unsigned h[R * C], o[2048];
  for (int i = 0; i < R * C; i++) h[i] = i;
  cudaMemcpy(dev, h, sizeof h, cudaMemcpyHostToDevice);

  cuuint64_t dims[2] = {C, R}, strides[1] = {C * 4};
  CUtensorMapSwizzle swz[4] = {CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_SWIZZLE_64B, CU_TENSOR_MAP_SWIZZLE_128B};
  int swzBytes[4] = {0, 32, 64, 128};
  int coords[][2] = {{0, 0}, {8, 3}, {-4, -2}, {C - 8, R - 5}, {C + 4, 0}, {-40, 0}};
  for (int sw = 0; sw < 4; sw++) {
    // the box's inner dimension: the swizzle span (or 16 elements) of ints
    cuuint32_t box[2] = {(cuuint32_t)(sw ? swzBytes[sw] / 4 : 16), 8}, es[2] = {1, 1};
    CUtensorMap map;
    CUresult r = encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, dev, dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE, swz[sw], CU_TENSOR_MAP_L2_PROMOTION_NONE,
                        CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    printf("swizzle %3d box %ux%u: encode %d\n", swzBytes[sw], box[0], box[1], (int)r);
    if (r) continue;
    int bytes = box[0] * box[1] * 4;
    for (auto &c : coords) {
      load<<<1, 128>>>(map, c[0], c[1], out, bytes);
      cudaError_t e = cudaDeviceSynchronize();
      cudaMemcpy(o, out, bytes, cudaMemcpyDeviceToHost);
      printf("  at %3d,%3d: %s done %u hash %08x words %u %u %u %u\n", c[0], c[1], cudaGetErrorName(e), o2047(out), fnv(o, bytes / 4), o[0], o[1], o[box[0]], o[bytes / 4 - 1]);
      if (sw == 0 && c[0] == 8 && c[1] == 3) {
        int bad = 0;
        for (int yy = 0; yy < 8; yy++)
          for (int xx = 0; xx < 16; xx++)
            if (o[yy * 16 + xx] != (unsigned)((3 + yy) * C + 8 + xx)) bad++;
        printf("  plain box wrong %d\n", bad);
      }
    }
  }
  // float: NaN fill of out-of-bounds elements, an element stride of 2
  {
    float *fd;
    REQUIRE(cudaMalloc(&fd, R * C * 4));
    static float hf[R * C];
    for (int i = 0; i < R * C; i++) hf[i] = i * 0.5f;
    cudaMemcpy(fd, hf, sizeof hf, cudaMemcpyHostToDevice);
    cuuint32_t box[2] = {16, 8}, es[2] = {1, 1}, es2[2] = {2, 1};
    CUtensorMap map;
    CUresult r = encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, fd, dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
                        CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA);
    printf("float nan fill: encode %d\n", (int)r);
    if (!r) {
      load<<<1, 128>>>(map, C - 8, R - 4, out, 512);
      OK(cudaDeviceSynchronize());
      cudaMemcpy(o, out, 512, cudaMemcpyDeviceToHost);
      printf("  hash %08x in %08x oob %08x\n", fnv(o, 128), o[0], o[8]);
    }
    r = encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, fd, dims, strides, box, es2, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
               CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    printf("element stride 2: encode %d\n", (int)r);
    if (!r) {
      cudaMemset(out, 0xcd, 8192);
      load<<<1, 128>>>(map, 4, 2, out, 256);
      OK(cudaDeviceSynchronize());
      cudaMemcpy(o, out, 1024, cudaMemcpyDeviceToHost);
      printf("  hash(256 B) %08x hash(512 B) %08x words %08x %08x %08x\n", fnv(o, 64), fnv(o, 128), o[0], o[1], o[8]);
    }
    // half elements, 128-byte swizzle
    __half *hd = (__half *)fd;
    cuuint64_t hdims[2] = {2 * C, R}, hstr[1] = {C * 4};
    cuuint32_t hbox[2] = {64, 8};
    r = encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, hd, hdims, hstr, hbox, es, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
               CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    printf("half 128B swizzle: encode %d\n", (int)r);
    if (!r) {
      load<<<1, 128>>>(map, 32, 4, out, 1024);
      OK(cudaDeviceSynchronize());
      cudaMemcpy(o, out, 1024, cudaMemcpyDeviceToHost);
      printf("  hash %08x words %08x %08x %08x\n", fnv(o, 256), o[0], o[16], o[255]);
    }
    cudaFree(fd);
  }
  // stores
  {
    cuuint32_t box[2] = {16, 8}, es[2] = {1, 1};
    for (int sw = 0; sw < 2; sw++) {
      CUtensorMap map;
      cuuint32_t b2[2] = {sw ? 8u : 16u, 8};
      CUresult r = encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, dev, dims, strides, sw ? b2 : box, es, CU_TENSOR_MAP_INTERLEAVE_NONE, swz[sw], CU_TENSOR_MAP_L2_PROMOTION_NONE,
                          CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
      if (r) {
        printf("store map %d: encode %d\n", sw, (int)r);
        continue;
      }
      cudaMemcpy(dev, h, sizeof h, cudaMemcpyHostToDevice);
      store<<<1, 128>>>(map, C - 8, R - 6, (sw ? 8 : 16) * 8 * 4, sw);
      OK(cudaDeviceSynchronize());
      static unsigned back[R * C];
      cudaMemcpy(back, dev, sizeof back, cudaMemcpyDeviceToHost);
      int changed = 0;
      for (int i = 0; i < R * C; i++)
        if (back[i] != h[i]) changed++;
      printf("store swizzle %d%s: changed %d hash %08x word at corner %u\n", swzBytes[sw], sw ? " + reduce add" : "", changed, fnv(back, R * C), back[(R - 6) * C + C - 8]);
    }
  }
  // encoder errors
  {
    CUtensorMap map;
    cuuint32_t box[2] = {16, 8}, es[2] = {1, 1}, bigBox[2] = {512, 8}, badEs[2] = {9, 1};
    cuuint64_t badStr[1] = {C * 4 + 4};
    printf("misaligned address: %d\n", (int)encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, (char *)dev + 4, dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                                   CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    printf("stride not a multiple of 16: %d\n", (int)encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, dev, dims, badStr, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                                            CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    printf("box over 256: %d\n", (int)encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, dev, dims, strides, bigBox, es, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
                                             CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    printf("element stride 9: %d\n", (int)encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, dev, dims, strides, box, badEs, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                                 CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    printf("swizzle 32B with a 64-byte inner box: %d\n", (int)encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, dev, dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                                                    CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    printf("nan fill of an integer type: %d\n", (int)encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 2, dev, dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                                            CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA));
    printf("rank 0: %d\n", (int)encode(&map, CU_TENSOR_MAP_DATA_TYPE_UINT32, 0, dev, dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
                                       CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
  }
  return finish();
}
