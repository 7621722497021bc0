package driver_test

import (
	"fmt"
	"log"
	"strings"

	"cudasim/cu"
	"cudasim/driver"
)

// The README's quick start (kept in step with it).
func Example() {
	d := driver.New(driver.Config{}) // one emulated H200; driver.Default() for a shared one
	t := d.NewThread()               // an emulated host thread with its own context stack
	if err := t.Init(0); err != nil {
		log.Fatal(err)
	}
	dev, _ := t.DeviceGet(0)
	name, _ := t.DeviceGetName(dev)
	c, _ := t.DevicePrimaryCtxRetain(dev) // retaining does not make it current...
	t.CtxSetCurrent(c)                    // ...this does

	p, _ := t.MemAlloc(4 * 64)
	t.MemsetD32(p, 5, 64)
	out := make([]byte, 8)
	t.MemcpyDtoH(out, p)
	fmt.Println(name, out)

	// Errors carry the real driver's code and say what was wrong.
	err := t.MemFree(p + 4)
	fmt.Println(cu.Code(err) == cu.ErrorInvalidValue)
	// The message names the addresses, which depend on what the process
	// allocated before, so the example checks its words.
	fmt.Println(strings.Contains(err.Error(), "not its start"))
	// Output:
	// NVIDIA H200 [5 0 0 0 5 0 0 0]
	// true
	// true
}

// Destroying a context pops it only on the calling thread; another thread
// that has it current keeps it there, and its work there fails.
func ExampleThread_CtxDestroy() {
	d := driver.New(driver.Config{})
	a, b := d.NewThread(), d.NewThread()
	a.Init(0)
	c, _ := a.CtxCreate(0, 0) // created and pushed on a
	b.CtxPushCurrent(c)
	a.CtxDestroy(c) // popped from a only
	cur, _ := b.CtxGetCurrent()
	_, err := b.MemAlloc(16)
	fmt.Println(cur == c, cu.Code(err).Name())
	// Output: true CUDA_ERROR_CONTEXT_IS_DESTROYED
}
