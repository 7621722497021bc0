// cubops.h: CUB with the operators both toolkits have: CCCL 3 (CUDA 13) has no cub::Max,
// cub::Min, cub::Sum; libcu++'s cuda::maximum and cuda::minimum stand in for them.
#pragma once
#include <cub/cub.cuh>
#if CUDART_VERSION >= 13000
#include <cuda/functional>
using MaxOp = cuda::maximum<>;
using MinOp = cuda::minimum<>;
using SumOp = cuda::std::plus<>;
#else
using MaxOp = cub::Max;
using MinOp = cub::Min;
using SumOp = cub::Sum;
#endif
