package driver_test

import (
	"encoding/binary"
	"fmt"
	"log"
	"os"

	"cudasim/driver"
)

// counter counts module loads and unloads the driver reports.
type counter struct{ loads, unloads int }

func (c *counter) observe(n driver.Notice) {
	switch n.Kind {
	case driver.NoticeModuleLoad:
		c.loads++
	case driver.NoticeModuleUnload:
		c.unloads++
	}
}

// twoDevices makes an emulator with two H200s and returns a thread with
// each device's primary context retained.
func twoDevices(obs func(driver.Notice)) (*driver.Driver, *driver.Thread, []driver.Context) {
	d := driver.New(driver.Config{Devices: []driver.Profile{driver.H200(), driver.H200()}, Observer: obs})
	t := d.NewThread()
	if err := t.Init(0); err != nil {
		log.Fatal(err)
	}
	var ctxs []driver.Context
	for dev := range 2 {
		c, err := t.DevicePrimaryCtxRetain(driver.Device(dev))
		if err != nil {
			log.Fatal(err)
		}
		ctxs = append(ctxs, c)
	}
	return d, t, ctxs
}

// runOn makes c current, fills a buffer with 5s, lets addOne add one to
// each element, and returns the first element.
func runOn(t *driver.Thread, c driver.Context, addOne func(buf driver.DevicePtr, n int32) error) int32 {
	if err := t.CtxSetCurrent(c); err != nil {
		log.Fatal(err)
	}
	buf, err := t.MemAlloc(64 * 4)
	if err != nil {
		log.Fatal(err)
	}
	defer t.MemFree(buf)
	if err := t.MemsetD32(buf, 5, 64); err != nil {
		log.Fatal(err)
	}
	if err := addOne(buf, 64); err != nil {
		log.Fatal(err)
	}
	out := make([]byte, 4)
	if err := t.MemcpyDtoH(out, buf); err != nil {
		log.Fatal(err)
	}
	return int32(binary.LittleEndian.Uint32(out))
}

// perContextLibrary is a library written before CUDA 12: on every call it
// finds the current context and loads its module there if this context is
// new, keeping a map from context to module, and at shutdown it must visit
// every context again to unload.
type perContextLibrary struct {
	image   []byte
	modules map[driver.Context]driver.Module
}

func (l *perContextLibrary) addOne(t *driver.Thread, buf driver.DevicePtr, n int32) error {
	c, err := t.CtxGetCurrent()
	if err != nil {
		return err
	}
	m, ok := l.modules[c]
	if !ok {
		if m, err = t.ModuleLoadData(l.image); err != nil {
			return err
		}
		l.modules[c] = m
	}
	f, err := t.ModuleGetFunction(m, "addOne")
	if err != nil {
		return err
	}
	return t.LaunchKernel(f, driver.Dim3{X: 2, Y: 1, Z: 1}, driver.Dim3{X: 32, Y: 1, Z: 1}, 0, 0, driver.Args(buf, n), nil)
}

func (l *perContextLibrary) close(t *driver.Thread) error {
	for c, m := range l.modules {
		if err := t.CtxPushCurrent(c); err != nil {
			return err
		}
		if err := t.ModuleUnload(m); err != nil {
			return err
		}
		if _, err := t.CtxPopCurrent(); err != nil {
			return err
		}
		delete(l.modules, c)
	}
	return nil
}

// Before CUDA 12 a library that uses the driver API had to keep a module
// per context: here it serves two devices and ends up holding two modules,
// which it must unload one context at a time.
func Example_perContextModules() {
	var seen counter
	d, t, ctxs := twoDevices(seen.observe)
	defer d.Close()
	image, err := os.ReadFile("../testdata/reference/kernels.fatbin")
	if err != nil {
		log.Fatal(err)
	}
	lib := &perContextLibrary{image: image, modules: map[driver.Context]driver.Module{}}
	for dev, c := range ctxs {
		v := runOn(t, c, func(buf driver.DevicePtr, n int32) error { return lib.addOne(t, buf, n) })
		fmt.Printf("device %d: 5+1 = %d\n", dev, v)
	}
	fmt.Println("modules the library keeps track of:", len(lib.modules))
	if err := lib.close(t); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("modules loaded %d, unloaded %d\n", seen.loads, seen.unloads)
	// Output:
	// device 0: 5+1 = 6
	// device 1: 5+1 = 6
	// modules the library keeps track of: 2
	// modules loaded 2, unloaded 2
}

// contextIndependentLibrary is the same library with CUDA 12's
// context-independent loading: one library, one CUkernel, no map. The
// driver loads the library into each context on first use there, and
// cuLibraryUnload removes it from all of them.
type contextIndependentLibrary struct {
	lib    driver.Library
	addOne driver.Kernel
}

func openLibrary(t *driver.Thread, image []byte) (*contextIndependentLibrary, error) {
	lib, err := t.LibraryLoadData(image, nil, nil) // no context needed
	if err != nil {
		return nil, err
	}
	k, err := t.LibraryGetKernel(lib, "addOne")
	if err != nil {
		return nil, err
	}
	return &contextIndependentLibrary{lib: lib, addOne: k}, nil
}

func (l *contextIndependentLibrary) run(t *driver.Thread, buf driver.DevicePtr, n int32) error {
	// A CUkernel launches in whatever context is current.
	return t.LaunchKernel(driver.Function(l.addOne), driver.Dim3{X: 2, Y: 1, Z: 1}, driver.Dim3{X: 32, Y: 1, Z: 1}, 0, 0, driver.Args(buf, n), nil)
}

// With context-independent loading the library keeps no per-context
// state: the driver loads it into each device's context when it is first
// used there, __managed__ variables are one allocation for both devices,
// and cuLibraryUnload drops every copy.
func Example_contextIndependentLibrary() {
	var seen counter
	d, t, ctxs := twoDevices(seen.observe)
	defer d.Close()
	image, err := os.ReadFile("../testdata/reference/kernels.fatbin")
	if err != nil {
		log.Fatal(err)
	}
	lib, err := openLibrary(t, image)
	if err != nil {
		log.Fatal(err)
	}
	managed, _, err := t.LibraryGetManaged(lib.lib, "managedVal") // one address for host and devices
	if err != nil {
		log.Fatal(err)
	}
	bump, err := t.LibraryGetKernel(lib.lib, "bumpGlobals")
	if err != nil {
		log.Fatal(err)
	}
	for dev, c := range ctxs {
		v := runOn(t, c, func(buf driver.DevicePtr, n int32) error { return lib.run(t, buf, n) })
		// Four threads add one to __device__ devCounter (one per context)
		// and to __managed__ managedVal (one for all).
		if err := t.LaunchKernel(driver.Function(bump), driver.Dim3{X: 1, Y: 1, Z: 1}, driver.Dim3{X: 4, Y: 1, Z: 1}, 0, 0, nil, nil); err != nil {
			log.Fatal(err)
		}
		counter, _, err := t.LibraryGetGlobal(lib.lib, "devCounter")
		if err != nil {
			log.Fatal(err)
		}
		b := make([]byte, 4)
		if err := t.MemcpyDtoH(b, counter); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("device %d: 5+1 = %d, devCounter %d\n", dev, v, binary.LittleEndian.Uint32(b))
	}
	host, err := d.HostBytes(managed)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("managedVal seen by the host:", binary.LittleEndian.Uint32(host))
	fmt.Printf("the driver loaded the library into %d contexts\n", seen.loads)
	if err := t.LibraryUnload(lib.lib); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("after cuLibraryUnload: %d copies unloaded\n", seen.unloads)
	_, err = t.KernelGetFunction(lib.addOne)
	fmt.Println("kernel after unload:", err != nil)
	// Output:
	// device 0: 5+1 = 6, devCounter 46
	// device 1: 5+1 = 6, devCounter 46
	// managedVal seen by the host: 15
	// the driver loaded the library into 2 contexts
	// after cuLibraryUnload: 2 copies unloaded
	// kernel after unload: true
}
