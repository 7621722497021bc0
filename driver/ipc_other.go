//go:build !linux

package driver

import "cudasim/cu"

type sharedMapping struct {
	fd int
	b  []byte
}

func newSharedMapping(uint64) (*sharedMapping, error) {
	return nil, cu.Errorf(cu.ErrorNotSupported, "cudasim shares device memory between processes only on Linux")
}

func openSharedMapping(int, int, uint64, uint64) (*sharedMapping, error) {
	return nil, cu.Errorf(cu.ErrorNotSupported, "cudasim shares device memory between processes only on Linux")
}

func (*sharedMapping) release() {}
