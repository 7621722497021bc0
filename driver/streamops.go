package driver

import (
	"cudasim/cu"
)

// Smaller stream and context entry points of the streamops work, as the
// H200 answered them (testdata/reference/streamops, sections attrs and
// sticky).

// StreamGetDevice is cuStreamGetDevice: the device of the stream's context
// (of the current context for the NULL, legacy and per-thread streams).
// A context with a sticky error answers it (measured).
func (t *Thread) StreamGetDevice(h Stream) (Device, error) {
	c, err := t.streamContext(h)
	if err != nil {
		return 0, err
	}
	if err := c.Err(); err != nil {
		return 0, err
	}
	return Device(c.Device), nil
}

// CtxSetFlags is cuCtxSetFlags: the current context's flags (see
// ctx.Context.SetFlags). Bits outside CU_CTX_FLAGS_MASK (0x100, 0x1000)
// are CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) CtxSetFlags(flags uint32) error {
	c, err := t.currentLive()
	if err != nil {
		return err
	}
	return c.SetFlags(flags)
}

// SharedMemConfig is CUsharedconfig, a shared memory bank size.
type SharedMemConfig int32

// The bank sizes.
const (
	SharedMemConfigDefault   SharedMemConfig = 0
	SharedMemConfigFourByte  SharedMemConfig = 1
	SharedMemConfigEightByte SharedMemConfig = 2
)

// CtxGetSharedMemConfig is cuCtxGetSharedMemConfig (deprecated): driver 580
// on the H200 answered CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE, whatever
// cuCtxSetSharedMemConfig was given.
func (t *Thread) CtxGetSharedMemConfig() (SharedMemConfig, error) {
	if _, err := t.currentLive(); err != nil {
		return 0, err
	}
	return SharedMemConfigFourByte, nil
}

// CtxSetSharedMemConfig is cuCtxSetSharedMemConfig (deprecated): the three
// configurations are accepted and change nothing, others are
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) CtxSetSharedMemConfig(config SharedMemConfig) error {
	if _, err := t.currentLive(); err != nil {
		return err
	}
	return checkSharedMemConfig(config)
}

// FuncSetSharedMemConfig is cuFuncSetSharedMemConfig (deprecated), as
// CtxSetSharedMemConfig; a NULL function is CUDA_ERROR_INVALID_HANDLE
// (measured).
func (t *Thread) FuncSetSharedMemConfig(h Function, config SharedMemConfig) error {
	if _, err := t.d.function(h); err != nil {
		return err
	}
	return checkSharedMemConfig(config)
}

func checkSharedMemConfig(config SharedMemConfig) error {
	if config < SharedMemConfigDefault || config > SharedMemConfigEightByte {
		return cu.Errorf(cu.ErrorInvalidValue, "shared memory configuration %d (0 to 2)", config)
	}
	return nil
}
