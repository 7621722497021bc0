// A cooperative kernel with a long serial phase between two grid barriers: one thread of the
// grid counts to len while every other block waits in the second grid.sync() (the shape of a
// grid-wide sum whose last step one thread does). sim's TestCooperativeSpinSkipped runs it.
// Built to serial.118.ptx by nvcc 11.8: nvcc -arch=sm_80 -ptx -o serial.118.ptx serial.cu
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void coop_serial(unsigned *out, unsigned len) {
  cg::grid_group g = cg::this_grid();
  g.sync();
  if (g.thread_rank() == 0) {
    unsigned v = 0;
    for (unsigned i = 0; i < len; i++) v = v * 1664525u + 1013904223u;
    out[0] = v;
  }
  g.sync();
  if (g.thread_rank() == g.size() - 1) out[1] = out[0] + 1;
}
