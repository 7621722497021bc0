// r_asynccopy: every kind of asynchronous copy and memset of page-locked
// and device memory queued behind a kernel that waits (with __nanosleep) for
// a flag the host sets afterwards: each call must return at once (the CUDA
// Runtime API's "API synchronization behavior": fully asynchronous for
// page-locked memory), the stream answers cudaErrorNotReady, a page-locked
// destination is not written yet, and a page-locked source is read when the
// copy runs (the host changes it after the call), while a pageable source is
// staged at the call ("copied to a staging buffer immediately (no device
// synchronization is performed)"). 1-D, 2-D and 3-D copies
// each way, to and from an array, a peer copy on one device, 2-D and 3-D
// memsets, a second stream joined through an event; then the host sets the
// flag and every result is checked.
#include "rt.h"
#include <cstring>
#include <unistd.h>
#include <vector>

__global__ void waitFlag(volatile int *flag) {
  while (*flag == 0) __nanosleep(1000);
}
__global__ void addOne(unsigned char *p, size_t pitch, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) p[y * pitch + x] += 1;
}

int main() {
  alarm(120); // a call that waits for the kernel would wait for ever
  const int W = 200, H = 6;
  int *flag = nullptr;
  unsigned char *src = nullptr, *out2 = nullptr, *out3 = nullptr, *outA = nullptr, *out1 = nullptr, *outM = nullptr;
  REQUIRE(cudaHostAlloc(&flag, sizeof(int), cudaHostAllocMapped));
  REQUIRE(cudaMallocHost(&src, W * H));
  REQUIRE(cudaMallocHost(&out2, W * H));
  REQUIRE(cudaMallocHost(&out3, W * H));
  REQUIRE(cudaMallocHost(&outA, W * H));
  REQUIRE(cudaMallocHost(&out1, W * H));
  REQUIRE(cudaMallocHost(&outM, W * H));
  size_t pitch = 0, pitchB = 0;
  unsigned char *d = nullptr, *dB = nullptr, *dC = nullptr;
  REQUIRE(cudaMallocPitch((void **)&d, &pitch, W, H));
  REQUIRE(cudaMallocPitch((void **)&dB, &pitchB, W, H));
  REQUIRE(cudaMalloc((void **)&dC, pitch * H));
  size_t pitchP = 0;
  unsigned char *dP = nullptr;
  REQUIRE(cudaMallocPitch((void **)&dP, &pitchP, W, H));
  std::vector<unsigned char> pageable(W * H, 5);
  cudaArray_t arr;
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<unsigned char>();
  REQUIRE(cudaMallocArray(&arr, &cd, W, H));
  for (int i = 0; i < W * H; i++) src[i] = 1;
  memset(out2, 0xee, W * H);
  memset(out3, 0xee, W * H);
  memset(outA, 0xee, W * H);
  memset(out1, 0xee, W * H);
  memset(outM, 0xee, W * H);
  OK(cudaMemset(d, 0, pitch * H));
  OK(cudaMemset(dB, 0, pitchB * H));
  OK(cudaDeviceSynchronize());

  cudaStream_t s, t;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  OK(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));
  *flag = 0;
  waitFlag<<<1, 1, 0, s>>>(flag);
  OK(cudaGetLastError());
  // everything below waits in s behind the kernel
  OK(cudaMemcpy2DAsync(d, pitch, src, W, W, H, cudaMemcpyHostToDevice, s));     // d = src (read later)
  addOne<<<H, 256, 0, s>>>(d, pitch, W, H);                                     // d = src + 1
  OK(cudaMemcpy2DAsync(out2, W, d, pitch, W, H, cudaMemcpyDeviceToHost, s));    // out2 = d
  cudaMemcpy3DParms p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(d, pitch, W, H);
  p3.dstPtr = make_cudaPitchedPtr(out3, W, W, H);
  p3.extent = make_cudaExtent(W, H, 1);
  p3.kind = cudaMemcpyDeviceToHost;
  OK(cudaMemcpy3DAsync(&p3, s));                                                // out3 = d
  OK(cudaMemcpy2DToArrayAsync(arr, 0, 0, d, pitch, W, H, cudaMemcpyDeviceToDevice, s));
  OK(cudaMemcpy2DFromArrayAsync(outA, W, arr, 0, 0, W, H, cudaMemcpyDeviceToHost, s)); // outA = d
  OK(cudaMemcpyPeerAsync(dC, 0, d, 0, pitch * H, s));                           // dC = d
  OK(cudaMemcpyAsync(out1, dC, W, cudaMemcpyDeviceToHost, s));                  // out1's first row = d's
  OK(cudaMemset2DAsync(dB, pitchB, 9, W / 2, H, s));
  cudaPitchedPtr pb = make_cudaPitchedPtr(dB + W / 2, pitchB, W, H);
  OK(cudaMemset3DAsync(pb, 7, make_cudaExtent(W / 2, H, 1), s));
  cudaEvent_t ev;
  OK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
  OK(cudaEventRecord(ev, s));
  OK(cudaStreamWaitEvent(t, ev, 0));
  OK(cudaMemcpy2DAsync(outM, W, dB, pitchB, W, H, cudaMemcpyDeviceToHost, t)); // outM = dB, after s
  OK(cudaMemcpy2DAsync(dP, pitchP, pageable.data(), W, W, H, cudaMemcpyHostToDevice, s)); // staged: 5s
  EXPECT(cudaStreamQuery(s), cudaErrorNotReady);
  EXPECT(cudaStreamQuery(t), cudaErrorNotReady);
  EXPECT(cudaEventQuery(ev), cudaErrorNotReady);
  size_t early = 0;
  for (int i = 0; i < W * H; i++)
    early += (out2[i] != 0xee) + (out3[i] != 0xee) + (outA[i] != 0xee) + (out1[i] != 0xee) + (outM[i] != 0xee);
  data("page-locked destinations before the kernel ends", 5 * W * H, early);
  for (int i = 0; i < W * H; i++) src[i] = (unsigned char)(i % 251); // the copy reads this
  for (auto &b : pageable) b = 6;                                       // the copy does not
  *flag = 1;
  OK(cudaStreamSynchronize(t));
  OK(cudaStreamSynchronize(s));
  size_t bad2 = 0, bad3 = 0, badA = 0, bad1 = 0, badM = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      unsigned char want = (unsigned char)((y * W + x) % 251 + 1);
      bad2 += out2[y * W + x] != want;
      bad3 += out3[y * W + x] != want;
      badA += outA[y * W + x] != want;
      if (y == 0) bad1 += out1[x] != want;
      badM += outM[y * W + x] != (x < W / 2 ? 9 : 7);
    }
  data("2-D copies each way, source read when the copy ran", W * H, bad2);
  data("3-D copy to page-locked memory", W * H, bad3);
  data("2-D copies to and from an array", W * H, badA);
  data("a peer copy on one device, then a 1-D copy", W, bad1);
  data("2-D and 3-D memsets, read from a stream that waited", W * H, badM);
  std::vector<unsigned char> gotP(W * H);
  OK(cudaMemcpy2D(gotP.data(), W, dP, pitchP, W, H, cudaMemcpyDeviceToHost));
  size_t badP = 0;
  for (unsigned char b : gotP) badP += b != 5;
  data("a pageable source staged at the call", W * H, badP);
  OK(cudaFreeArray(arr));
  OK(cudaFree(d));
  OK(cudaFree(dB));
  OK(cudaFree(dC));
  OK(cudaFree(dP));
  for (unsigned char *h : {src, out2, out3, outA, out1, outM}) OK(cudaFreeHost(h));
  OK(cudaFreeHost(flag));
  return finish();
}
