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

func mapSharedAt(int, uint64, uint64) (*sharedMapping, error) {
	return nil, cu.Errorf(cu.ErrorNotSupported, "cudasim shares device memory between processes only on Linux")
}

func newPoolFile(string, uint64) (int, error) {
	return -1, cu.Errorf(cu.ErrorNotSupported, "cudasim shares memory pools between processes only on Linux")
}

func fdName(int) string { return "" }

func dupFDCloexec(int) (int, error) {
	return -1, cu.Errorf(cu.ErrorNotSupported, "cudasim shares memory between processes only on Linux")
}

func dupFD(int) (int, error) {
	return -1, cu.Errorf(cu.ErrorNotSupported, "cudasim shares memory pools between processes only on Linux")
}

func closeFD(int) {}

func fileSize(int) uint64 { return 0 }
