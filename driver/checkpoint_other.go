//go:build !linux

package driver

import (
	"time"

	"cudasim/cu"
)

func (d *Driver) serveCheckpoints() {}

func checkpointRemote(pid int, op string, _ uint32, _ time.Duration) (int64, error) {
	return 0, cu.Errorf(cu.ErrorNotSupported, "cuCheckpointProcess %s of process %d: cudasim carries checkpoint calls between processes on Linux only", op, pid)
}
