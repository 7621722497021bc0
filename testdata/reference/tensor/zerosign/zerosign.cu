#include <cstdint>

extern "C" __global__ void wmma_m16n16k16_row_row_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.row.m16n16k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_row_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.row.row.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_row_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.row.row.m16n16k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_row_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.row.row.m16n16k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_col_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_col_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_col_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.row.col.m16n16k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_col_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.row.col.m16n16k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_row_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.row.m16n16k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_row_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.col.row.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_row_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.col.row.m16n16k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_row_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.col.row.m16n16k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_col_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.col.m16n16k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_col_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.col.col.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_col_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.col.col.m16n16k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_col_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.col.col.m16n16k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_row_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.row.m32n8k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_row_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.row.row.m32n8k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_row_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.row.row.m32n8k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_row_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.row.row.m32n8k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_col_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.col.m32n8k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_col_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.row.col.m32n8k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_col_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.row.col.m32n8k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_row_col_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.row.col.m32n8k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_row_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.row.m32n8k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_row_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.col.row.m32n8k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_row_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.col.row.m32n8k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_row_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.col.row.m32n8k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_col_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.col.m32n8k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_col_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.col.col.m32n8k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_col_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.col.col.m32n8k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m32n8k16_col_col_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.col.col.m32n8k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_row_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.row.m8n32k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_row_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.row.row.m8n32k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_row_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.row.row.m8n32k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_row_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.row.row.m8n32k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_col_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.col.m8n32k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_col_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.row.col.m8n32k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_col_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.row.col.m8n32k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_row_col_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.row.col.m8n32k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_row_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.row.m8n32k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_row_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.col.row.m8n32k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_row_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.col.row.m8n32k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_row_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.col.row.m8n32k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_col_f32_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.col.m8n32k16.f32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_col_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("wmma.mma.sync.aligned.col.col.m8n32k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%20, %21, %22, %23};" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_col_f16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmov.b32 fc4, %24;\n\tmov.b32 fc5, %25;\n\tmov.b32 fc6, %26;\n\tmov.b32 fc7, %27;\n\twmma.mma.sync.aligned.col.col.m8n32k16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m8n32k16_col_col_f32_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\twmma.mma.sync.aligned.col.col.m8n32k16.f32.f16 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%24, %25, %26, %27};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_row_bf16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.row.m16n16k16.f32.bf16.bf16.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_row_col_bf16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_row_bf16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.row.m16n16k16.f32.bf16.bf16.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k16_col_col_bf16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.col.m16n16k16.f32.bf16.bf16.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k8_row_row_tf32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.row.m16n16k8.f32.tf32.tf32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k8_row_col_tf32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k8_col_row_tf32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.row.m16n16k8.f32.tf32.tf32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void wmma_m16n16k8_col_col_tf32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<8>, fc<8>;\n\tmov.b32 fc0, %24;\n\tmov.b32 fc1, %25;\n\tmov.b32 fc2, %26;\n\tmov.b32 fc3, %27;\n\tmov.b32 fc4, %28;\n\tmov.b32 fc5, %29;\n\tmov.b32 fc6, %30;\n\tmov.b32 fc7, %31;\n\twmma.mma.sync.aligned.col.col.m16n16k8.f32.tf32.tf32.f32 {fd0, fd1, fd2, fd3, fd4, fd5, fd6, fd7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\tmov.b32 %4, fd4;\n\tmov.b32 %5, fd5;\n\tmov.b32 %6, fd6;\n\tmov.b32 %7, fd7;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]), "=r"(d[4]), "=r"(d[5]), "=r"(d[6]), "=r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void mma_m16n8k4_tf32_tf32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {fd0, fd1, fd2, fd3}, {%4, %5}, {%12}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void mma_m16n8k8_tf32_tf32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {fd0, fd1, fd2, fd3}, {%4, %5, %6, %7}, {%12, %13}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void mma_m16n8k16_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {fd0, fd1, fd2, fd3}, {%4, %5, %6, %7}, {%12, %13}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void mma_m16n8k8_f16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {fd0, fd1, fd2, fd3}, {%4, %5}, {%12}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

extern "C" __global__ void mma_m16n8k16_bf16_bf16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {fd0, fd1, fd2, fd3}, {%4, %5, %6, %7}, {%12, %13}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}

#ifndef NO_FP8 // fp8 mma needs PTX 8.4 (nvcc 12.4)
extern "C" __global__ void mma_m16n8k32_e5m2_e4m3(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {fd0, fd1, fd2, fd3}, {%4, %5, %6, %7}, {%12, %13}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}
#endif

#ifndef NO_FP8 // fp8 mma needs PTX 8.4 (nvcc 12.4)
extern "C" __global__ void mma_m16n8k32_e4m3_e5m2(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {fd0, fd1, fd2, fd3}, {%4, %5, %6, %7}, {%12, %13}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}
#endif

#ifndef NO_FP8 // fp8 mma needs PTX 8.4 (nvcc 12.4)
extern "C" __global__ void mma_m16n8k32_e4m3_e4m3(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {fd0, fd1, fd2, fd3}, {%4, %5, %6, %7}, {%12, %13}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}
#endif

#ifndef NO_FP8 // fp8 mma needs PTX 8.4 (nvcc 12.4)
extern "C" __global__ void mma_m16n8k32_e5m2_e5m2(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24], d[8] = {0};
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  asm volatile("{\n\t.reg .f32 fd<4>, fc<4>;\n\tmov.b32 fc0, %20;\n\tmov.b32 fc1, %21;\n\tmov.b32 fc2, %22;\n\tmov.b32 fc3, %23;\n\tmma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 {fd0, fd1, fd2, fd3}, {%4, %5, %6, %7}, {%12, %13}, {fc0, fc1, fc2, fc3};\n\tmov.b32 %0, fd0;\n\tmov.b32 %1, fd1;\n\tmov.b32 %2, fd2;\n\tmov.b32 %3, fd3;\n\t}" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]), "r"(in[16]), "r"(in[17]), "r"(in[18]), "r"(in[19]), "r"(in[20]), "r"(in[21]), "r"(in[22]), "r"(in[23]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];
}
#endif

typedef void (*kfn)(const uint32_t *, uint32_t *);
struct kent { const char *name; kfn fn; };
static kent kernels[] = {
  {"wmma_m16n16k16_row_row_f32_f32", wmma_m16n16k16_row_row_f32_f32},
  {"wmma_m16n16k16_row_row_f16_f16", wmma_m16n16k16_row_row_f16_f16},
  {"wmma_m16n16k16_row_row_f16_f32", wmma_m16n16k16_row_row_f16_f32},
  {"wmma_m16n16k16_row_row_f32_f16", wmma_m16n16k16_row_row_f32_f16},
  {"wmma_m16n16k16_row_col_f32_f32", wmma_m16n16k16_row_col_f32_f32},
  {"wmma_m16n16k16_row_col_f16_f16", wmma_m16n16k16_row_col_f16_f16},
  {"wmma_m16n16k16_row_col_f16_f32", wmma_m16n16k16_row_col_f16_f32},
  {"wmma_m16n16k16_row_col_f32_f16", wmma_m16n16k16_row_col_f32_f16},
  {"wmma_m16n16k16_col_row_f32_f32", wmma_m16n16k16_col_row_f32_f32},
  {"wmma_m16n16k16_col_row_f16_f16", wmma_m16n16k16_col_row_f16_f16},
  {"wmma_m16n16k16_col_row_f16_f32", wmma_m16n16k16_col_row_f16_f32},
  {"wmma_m16n16k16_col_row_f32_f16", wmma_m16n16k16_col_row_f32_f16},
  {"wmma_m16n16k16_col_col_f32_f32", wmma_m16n16k16_col_col_f32_f32},
  {"wmma_m16n16k16_col_col_f16_f16", wmma_m16n16k16_col_col_f16_f16},
  {"wmma_m16n16k16_col_col_f16_f32", wmma_m16n16k16_col_col_f16_f32},
  {"wmma_m16n16k16_col_col_f32_f16", wmma_m16n16k16_col_col_f32_f16},
  {"wmma_m32n8k16_row_row_f32_f32", wmma_m32n8k16_row_row_f32_f32},
  {"wmma_m32n8k16_row_row_f16_f16", wmma_m32n8k16_row_row_f16_f16},
  {"wmma_m32n8k16_row_row_f16_f32", wmma_m32n8k16_row_row_f16_f32},
  {"wmma_m32n8k16_row_row_f32_f16", wmma_m32n8k16_row_row_f32_f16},
  {"wmma_m32n8k16_row_col_f32_f32", wmma_m32n8k16_row_col_f32_f32},
  {"wmma_m32n8k16_row_col_f16_f16", wmma_m32n8k16_row_col_f16_f16},
  {"wmma_m32n8k16_row_col_f16_f32", wmma_m32n8k16_row_col_f16_f32},
  {"wmma_m32n8k16_row_col_f32_f16", wmma_m32n8k16_row_col_f32_f16},
  {"wmma_m32n8k16_col_row_f32_f32", wmma_m32n8k16_col_row_f32_f32},
  {"wmma_m32n8k16_col_row_f16_f16", wmma_m32n8k16_col_row_f16_f16},
  {"wmma_m32n8k16_col_row_f16_f32", wmma_m32n8k16_col_row_f16_f32},
  {"wmma_m32n8k16_col_row_f32_f16", wmma_m32n8k16_col_row_f32_f16},
  {"wmma_m32n8k16_col_col_f32_f32", wmma_m32n8k16_col_col_f32_f32},
  {"wmma_m32n8k16_col_col_f16_f16", wmma_m32n8k16_col_col_f16_f16},
  {"wmma_m32n8k16_col_col_f16_f32", wmma_m32n8k16_col_col_f16_f32},
  {"wmma_m32n8k16_col_col_f32_f16", wmma_m32n8k16_col_col_f32_f16},
  {"wmma_m8n32k16_row_row_f32_f32", wmma_m8n32k16_row_row_f32_f32},
  {"wmma_m8n32k16_row_row_f16_f16", wmma_m8n32k16_row_row_f16_f16},
  {"wmma_m8n32k16_row_row_f16_f32", wmma_m8n32k16_row_row_f16_f32},
  {"wmma_m8n32k16_row_row_f32_f16", wmma_m8n32k16_row_row_f32_f16},
  {"wmma_m8n32k16_row_col_f32_f32", wmma_m8n32k16_row_col_f32_f32},
  {"wmma_m8n32k16_row_col_f16_f16", wmma_m8n32k16_row_col_f16_f16},
  {"wmma_m8n32k16_row_col_f16_f32", wmma_m8n32k16_row_col_f16_f32},
  {"wmma_m8n32k16_row_col_f32_f16", wmma_m8n32k16_row_col_f32_f16},
  {"wmma_m8n32k16_col_row_f32_f32", wmma_m8n32k16_col_row_f32_f32},
  {"wmma_m8n32k16_col_row_f16_f16", wmma_m8n32k16_col_row_f16_f16},
  {"wmma_m8n32k16_col_row_f16_f32", wmma_m8n32k16_col_row_f16_f32},
  {"wmma_m8n32k16_col_row_f32_f16", wmma_m8n32k16_col_row_f32_f16},
  {"wmma_m8n32k16_col_col_f32_f32", wmma_m8n32k16_col_col_f32_f32},
  {"wmma_m8n32k16_col_col_f16_f16", wmma_m8n32k16_col_col_f16_f16},
  {"wmma_m8n32k16_col_col_f16_f32", wmma_m8n32k16_col_col_f16_f32},
  {"wmma_m8n32k16_col_col_f32_f16", wmma_m8n32k16_col_col_f32_f16},
  {"wmma_m16n16k16_row_row_bf16", wmma_m16n16k16_row_row_bf16},
  {"wmma_m16n16k16_row_col_bf16", wmma_m16n16k16_row_col_bf16},
  {"wmma_m16n16k16_col_row_bf16", wmma_m16n16k16_col_row_bf16},
  {"wmma_m16n16k16_col_col_bf16", wmma_m16n16k16_col_col_bf16},
  {"wmma_m16n16k8_row_row_tf32", wmma_m16n16k8_row_row_tf32},
  {"wmma_m16n16k8_row_col_tf32", wmma_m16n16k8_row_col_tf32},
  {"wmma_m16n16k8_col_row_tf32", wmma_m16n16k8_col_row_tf32},
  {"wmma_m16n16k8_col_col_tf32", wmma_m16n16k8_col_col_tf32},
  {"mma_m16n8k4_tf32_tf32", mma_m16n8k4_tf32_tf32},
  {"mma_m16n8k8_tf32_tf32", mma_m16n8k8_tf32_tf32},
  {"mma_m16n8k16_f16_f16", mma_m16n8k16_f16_f16},
  {"mma_m16n8k8_f16_f16", mma_m16n8k8_f16_f16},
  {"mma_m16n8k16_bf16_bf16", mma_m16n8k16_bf16_bf16},
#ifndef NO_FP8
  {"mma_m16n8k32_e5m2_e4m3", mma_m16n8k32_e5m2_e4m3},
#endif
#ifndef NO_FP8
  {"mma_m16n8k32_e4m3_e5m2", mma_m16n8k32_e4m3_e5m2},
#endif
#ifndef NO_FP8
  {"mma_m16n8k32_e4m3_e4m3", mma_m16n8k32_e4m3_e4m3},
#endif
#ifndef NO_FP8
  {"mma_m16n8k32_e5m2_e5m2", mma_m16n8k32_e5m2_e5m2},
#endif
};
