// s_batch: CUDA 12.8's batched copies as CUDA 13 declares them:
// cudaMemcpyBatchAsync of device, pinned, pageable and managed buffers in
// one call with per-range attributes (source access order stream, during
// the call, any; location hints; the overlap flag), and its errors (the
// legacy stream, a zero count, attribute indices that do not start at 0 or
// do not increase, a bad order); cudaMemcpy3DBatchAsync between pitched
// pointers and arrays with offsets, and its errors.
#include <cstring>
#include "check.h"

static unsigned hashBytes(const void *p, size_t n) {
  const unsigned char *b = (const unsigned char *)p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
static cudaMemLocation loc(cudaMemLocationType t, int id) {
  cudaMemLocation l = {};
  l.type = t;
  l.id = id;
  return l;
}

int main() {
  const size_t N = 1 << 16;
  unsigned char *d1, *d2, *pin, *page, *man;
  REQUIRE(cudaMalloc(&d1, N));
  REQUIRE(cudaMalloc(&d2, N));
  REQUIRE(cudaMallocHost(&pin, N));
  REQUIRE(cudaMallocManaged(&man, N));
  page = (unsigned char *)malloc(N);
  for (size_t i = 0; i < N; i++) {
    page[i] = (unsigned char)(i * 7 + 3);
    pin[i] = (unsigned char)(i * 13 + 5);
    man[i] = (unsigned char)(i * 31 + 1);
  }
  cudaMemset(d1, 0, N);
  cudaMemset(d2, 0, N);
  cudaStream_t s;
  REQUIRE(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

  // page -> d1[0:4K], pin -> d1[4K:12K], man -> d2[0:1K], pin+100 -> d2[16K:+3000]
  void *dsts[4] = {d1, d1 + 4096, d2, d2 + 16384};
  void *srcs[4] = {page, pin, man, pin + 100};
  size_t sizes[4] = {4096, 8192, 1024, 3000};
  cudaMemcpyAttributes attrs[2];
  memset(attrs, 0, sizeof attrs);
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderDuringApiCall; // pageable source: read during the call
  attrs[0].srcLocHint = loc(cudaMemLocationTypeHost, 0);
  attrs[0].dstLocHint = loc(cudaMemLocationTypeDevice, 0);
  attrs[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  attrs[1].flags = cudaMemcpyFlagPreferOverlapWithCompute;
  size_t idx[2] = {0, 1};
  OK(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, attrs, idx, 2, s));
  // the pageable source may change once the call returned
  memset(page, 0xee, 4096);
  OK(cudaStreamSynchronize(s));
  static unsigned char h1[N], h2[N];
  cudaMemcpy(h1, d1, N, cudaMemcpyDeviceToHost);
  cudaMemcpy(h2, d2, N, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (size_t i = 0; i < 4096; i++)
    if (h1[i] != (unsigned char)(i * 7 + 3)) bad++;
  for (size_t i = 0; i < 8192; i++)
    if (h1[4096 + i] != pin[i]) bad++;
  for (size_t i = 0; i < 1024; i++)
    if (h2[i] != man[i]) bad++;
  for (size_t i = 0; i < 3000; i++)
    if (h2[16384 + i] != pin[100 + i]) bad++;
  printf("batch of 4 (pageable during the call, pinned, managed): wrong %d, d1 %08x d2 %08x\n", bad, hashBytes(h1, N), hashBytes(h2, N));

  // device to host and device to device in one batch, one attribute for all
  void *dsts2[3] = {pin, d2 + 32768, man + 512};
  void *srcs2[3] = {d1 + 4096, d1, d1 + 8192};
  size_t sizes2[3] = {256, 4096, 100};
  cudaMemcpyAttributes any;
  memset(&any, 0, sizeof any);
  any.srcAccessOrder = cudaMemcpySrcAccessOrderAny;
  size_t idx0 = 0;
  unsigned char before[256];
  memcpy(before, h1 + 4096, 256);
  OK(cudaMemcpyBatchAsync(dsts2, srcs2, sizes2, 3, &any, &idx0, 1, s));
  OK(cudaStreamSynchronize(s));
  cudaMemcpy(h2, d2, N, cudaMemcpyDeviceToHost);
  printf("batch of 3 (to pinned, device, managed): pinned %s, d2 %08x, managed %08x\n", memcmp(pin, before, 256) == 0 ? "right" : "WRONG", hashBytes(h2, N), hashBytes(man, 1024));

  printf("-- errors\n");
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, attrs, idx, 2, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 0, attrs, idx, 2, s));
  SHOW(cudaGetLastError());
  size_t idxBad[2] = {1, 2};
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, attrs, idxBad, 2, s));
  SHOW(cudaGetLastError());
  size_t idxDown[2] = {0, 0};
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, attrs, idxDown, 2, s));
  SHOW(cudaGetLastError());
  size_t idxPast[2] = {0, 4};
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, attrs, idxPast, 2, s));
  SHOW(cudaGetLastError());
  cudaMemcpyAttributes badOrder = any;
  badOrder.srcAccessOrder = (cudaMemcpySrcAccessOrder)9;
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, &badOrder, &idx0, 1, s));
  SHOW(cudaGetLastError());
  cudaMemcpyAttributes invalidOrder = any;
  invalidOrder.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, &invalidOrder, &idx0, 1, s));
  SHOW(cudaGetLastError());
  // a pageable source with stream order
  cudaMemcpyAttributes streamOrder = any;
  streamOrder.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, &streamOrder, &idx0, 1, s));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, sizes, 4, nullptr, nullptr, 0, s));
  SHOW(cudaGetLastError());
  size_t huge[1] = {N * 4};
  SHOW(cudaMemcpyBatchAsync(dsts, srcs, huge, 1, &any, &idx0, 1, s));
  SHOW(cudaGetLastError());
  OK(cudaStreamSynchronize(s));

  // 3-D batch: a pitched box into an array and back out into another pitch
  const int W = 10, H = 6, D = 3;
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<unsigned>();
  cudaArray_t arr;
  REQUIRE(cudaMalloc3DArray(&arr, &cd, make_cudaExtent(W + 2, H + 2, D + 1)));
  unsigned *box = (unsigned *)pin, *back = (unsigned *)(pin + 32768);
  for (int i = 0; i < 16 * 8 * 4; i++) box[i] = 0x10000 + i;
  memset(back, 0, 4 * 12 * 8 * 4);
  cudaMemcpy3DBatchOp ops[2];
  memset(ops, 0, sizeof ops);
  ops[0].src.type = cudaMemcpyOperandTypePointer;
  ops[0].src.op.ptr.ptr = box;
  ops[0].src.op.ptr.rowLength = 16; // elements
  ops[0].src.op.ptr.layerHeight = 8;
  ops[0].src.op.ptr.locHint = loc(cudaMemLocationTypeHost, 0);
  ops[0].dst.type = cudaMemcpyOperandTypeArray;
  ops[0].dst.op.array.array = arr;
  ops[0].dst.op.array.offset.x = 1;
  ops[0].dst.op.array.offset.y = 2;
  ops[0].dst.op.array.offset.z = 1;
  ops[0].extent = make_cudaExtent(W, H, D);
  ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  ops[1].src.type = cudaMemcpyOperandTypeArray;
  ops[1].src.op.array.array = arr;
  ops[1].src.op.array.offset.x = 1;
  ops[1].src.op.array.offset.y = 2;
  ops[1].src.op.array.offset.z = 1;
  ops[1].dst.type = cudaMemcpyOperandTypePointer;
  ops[1].dst.op.ptr.ptr = back;
  ops[1].dst.op.ptr.rowLength = 12;
  ops[1].dst.op.ptr.layerHeight = 8;
  ops[1].extent = make_cudaExtent(W, H, D);
  ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  OK(cudaMemcpy3DBatchAsync(1, ops, 0, s));
  OK(cudaMemcpy3DBatchAsync(1, ops + 1, 0, s));
  OK(cudaStreamSynchronize(s));
  bad = 0;
  for (int z = 0; z < D; z++)
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++)
        if (back[(z * 8 + y) * 12 + x] != box[(z * 8 + y) * 16 + x]) bad++;
  printf("3-D batch pointer -> array -> pointer: wrong %d, hash %08x\n", bad, hashBytes(back, 4 * 12 * 8 * 4));
  printf("-- 3-D errors\n");
  SHOW(cudaMemcpy3DBatchAsync(2, ops, 0, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy3DBatchAsync(0, ops, 0, s));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy3DBatchAsync(1, ops, 5, s));
  SHOW(cudaGetLastError());
  cudaMemcpy3DBatchOp past = ops[0];
  past.dst.op.array.offset.x = 5;
  SHOW(cudaMemcpy3DBatchAsync(1, &past, 0, s));
  SHOW(cudaGetLastError());
  cudaMemcpy3DBatchOp zero = ops[0];
  zero.extent.depth = 0;
  SHOW(cudaMemcpy3DBatchAsync(1, &zero, 0, s));
  SHOW(cudaGetLastError());
  cudaMemcpy3DBatchOp shortRow = ops[0];
  shortRow.src.op.ptr.rowLength = 4;
  SHOW(cudaMemcpy3DBatchAsync(1, &shortRow, 0, s));
  SHOW(cudaGetLastError());
  cudaMemcpy3DBatchOp badType = ops[0];
  badType.src.type = (cudaMemcpy3DOperandType)7;
  SHOW(cudaMemcpy3DBatchAsync(1, &badType, 0, s));
  SHOW(cudaGetLastError());
  OK(cudaStreamSynchronize(s));
  return finish();
}
