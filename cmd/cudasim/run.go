package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/driver"
	"cudasim/internal/bounded"
	"cudasim/internal/term"
	"cudasim/trace"
)

func init() {
	register(command{
		name:    "run",
		args:    "IMAGE KERNEL [ARG...]",
		summary: "launch one kernel by hand and dump its buffers",
		help: `
Run loads IMAGE (PTX, cubin or fatbin) into device 0's primary context,
launches KERNEL once with the given arguments, waits for it, and prints the
contents of every buffer it was given. Flags may come before or after IMAGE
and KERNEL; --args (or --) ends them, so that arguments such as -3 are not
taken for flags.

Each ARG is one kernel parameter, in order, written as values are in traces
(docs/trace-format.md):

  i32:64  u64:7  f32:2.5  f64:-1e3   a scalar of that C type
  64                                 an integer the size of the kernel's parameter
  NAME=DATA                          a device buffer holding DATA, passed by address:
                                       i32[1 2 3]  f32[0*1024]  hex:00ff  file:in.bin
  hex:0100000002000000               a parameter passed by value as raw bytes (a struct)
  null                               a NULL pointer

--global NAME=DATA writes a module variable (__device__, __constant__)
before the launch and prints it after. Device printf goes to standard output.
Errors are the driver's codes with cudasim's explanation (a faulting kernel
names the thread, the PTX line and the address). A warp that executes more
than --budget instructions (default 2^30, some ten seconds) ends the launch
with CUDA_ERROR_LAUNCH_TIMEOUT: that is how an endless loop ends.

Example:
  cudasim run kernels.ptx addOne --grid 2 --block 32 p=i32[5*64] 64`,
		run: runRun,
	})
}

// globalFlags collects repeated --global NAME=DATA flags.
type globalFlags []string

func (g *globalFlags) String() string     { return strings.Join(*g, " ") }
func (g *globalFlags) Set(s string) error { *g = append(*g, s); return nil }

func runRun(inv *invocation) error {
	grid := inv.flags.String("grid", "1", "grid dimensions `X[,Y[,Z]]`")
	block := inv.flags.String("block", "1", "block dimensions `X[,Y[,Z]]`")
	shmem := inv.flags.Uint("shmem", 0, "dynamic shared memory per block, in `bytes`")
	devices := inv.flags.String("devices", "h200", "the emulated `devices`, a comma-separated list of profiles")
	device := inv.flags.Int("device", 0, "the `ordinal` of the device to run on")
	library := inv.flags.Bool("library", false, "load IMAGE as a library (cuLibraryLoadData) and launch its CUkernel")
	show := inv.flags.Int("show", 64, "print at most this many `elements` of each buffer")
	outDir := inv.flags.String("out", "", "write each buffer to `dir`/NAME.bin instead of printing it")
	budget := inv.flags.Int64("budget", 0, "end the launch with CUDA_ERROR_LAUNCH_TIMEOUT once a warp has executed this many `instructions` (default 2^30, or CUDASIM_INSTRUCTION_BUDGET)")
	timeout := inv.flags.Duration("launch-timeout", 0, "end the launch with CUDA_ERROR_LAUNCH_TIMEOUT once it has run this `long` (\"5s\"; default none, or CUDASIM_LAUNCH_TIMEOUT)")
	var globals globalFlags
	inv.flags.Var(&globals, "global", "write a module variable before the launch: `NAME=DATA` (repeatable)")
	sanitize := inv.flags.String("sanitize", "", sanitizeUsage)

	pos, err := parseInterleaved(inv)
	if err != nil {
		return err
	}
	if len(pos) < 2 {
		return usagef("need IMAGE and KERNEL")
	}
	image, kernel, args := pos[0], pos[1], pos[2:]
	g, err := parseDim(*grid)
	if err != nil {
		return usagef("--grid: %v", err)
	}
	b, err := parseDim(*block)
	if err != nil {
		return usagef("--block: %v", err)
	}
	profiles, err := driver.ParseDevices(*devices)
	if err != nil {
		return usagef("--devices: %v", err)
	}
	params := make([]trace.Value, len(args))
	for i, a := range args {
		if params[i], err = trace.ParseValue(a); err != nil {
			return usagef("argument %d, %q: %v", i+1, a, err)
		}
	}
	gvals := make([]trace.Value, len(globals))
	for i, a := range globals {
		if gvals[i], err = trace.ParseValue(a); err != nil || gvals[i].Key == "" || gvals[i].Kind != trace.KindBytes {
			return usagef("--global %q: want NAME=DATA", a)
		}
	}
	img, err := cubin.ReadFile(image)
	if err != nil {
		return err
	}

	san, err := sanitizer(*sanitize, inv.stderr)
	if err != nil {
		return err
	}
	d := driver.New(driver.Config{Devices: profiles, Sanitize: san})
	defer d.Close()
	d.SetPrintfOutput(inv.stdout)
	if *budget > 0 {
		d.SetInstructionBudget(*budget)
	}
	if *timeout > 0 {
		d.SetLaunchTimeout(*timeout)
	}
	if term.Is(inv.stderr) {
		d.SetLaunchProgress(driver.LaunchProgressLine(inv.stderr))
	}
	r := &kernelRun{th: d.NewThread(), dir: filepath.Dir(image)}
	if err := r.setup(*device, img, kernel, *library); err != nil {
		return err
	}
	for _, gv := range gvals {
		if err := r.global(gv); err != nil {
			return err
		}
	}
	pb, err := r.params(params)
	if err != nil {
		return err
	}
	if err := r.th.LaunchKernel(r.fn, g, b, uint32(*shmem), 0, pb, nil); err != nil {
		return fmt.Errorf("cuLaunchKernel %s: %w", kernel, err)
	}
	if err := r.th.CtxSynchronize(); err != nil {
		sanitizerVerdict(d)
		return fmt.Errorf("cuCtxSynchronize after %s: %w", kernel, err)
	}
	if err := r.dump(inv, *show, *outDir); err != nil {
		return err
	}
	return sanitizerVerdict(d)
}

// parseInterleaved parses flags that may come before, between or after the
// positional arguments; "--args" or "--" ends the flags.
func parseInterleaved(inv *invocation) ([]string, error) {
	rest := inv.args
	var tail []string
	for i, a := range rest {
		if a == "--args" || a == "-args" || a == "--" {
			rest, tail = rest[:i], rest[i+1:]
			break
		}
	}
	var pos []string
	for {
		inv.args = rest
		if err := inv.parse(); err != nil {
			return nil, err
		}
		if len(inv.args) == 0 {
			break
		}
		pos = append(pos, inv.args[0])
		rest = inv.args[1:]
	}
	return append(pos, tail...), nil
}

func parseDim(s string) (driver.Dim3, error) {
	d := [3]uint32{1, 1, 1}
	parts := strings.Split(s, ",")
	if len(parts) > 3 {
		return driver.Dim3{}, fmt.Errorf("%q has more than three dimensions", s)
	}
	for i, p := range parts {
		v, err := strconv.ParseUint(strings.TrimSpace(p), 0, 32)
		if err != nil {
			return driver.Dim3{}, fmt.Errorf("%q: want X[,Y[,Z]]", s)
		}
		d[i] = uint32(v)
	}
	return driver.Dim3{X: d[0], Y: d[1], Z: d[2]}, nil
}

// kernelRun is one hand-made launch.
type kernelRun struct {
	th   *driver.Thread
	dir  string
	mod  driver.Module
	lib  driver.Library
	fn   driver.Function
	bufs []runBuf
}

type runBuf struct {
	name   string
	typ    string // element type to print with; "" prints hex
	addr   uint64
	size   int
	global bool
}

func (r *kernelRun) setup(device int, img []byte, kernel string, library bool) error {
	th := r.th
	if err := th.Init(0); err != nil {
		return err
	}
	dev, err := th.DeviceGet(device)
	if err != nil {
		return fmt.Errorf("device %d: %w", device, err)
	}
	c, err := th.DevicePrimaryCtxRetain(dev)
	if err != nil {
		return err
	}
	if err := th.CtxSetCurrent(c); err != nil {
		return err
	}
	if library {
		if r.lib, err = th.LibraryLoadData(img, nil, nil); err != nil {
			return fmt.Errorf("cuLibraryLoadData: %w", err)
		}
		k, err := th.LibraryGetKernel(r.lib, kernel)
		if err != nil {
			return fmt.Errorf("cuLibraryGetKernel %s: %w", kernel, err)
		}
		r.fn = driver.Function(k)
		return nil
	}
	if r.mod, err = th.ModuleLoadData(img); err != nil {
		return fmt.Errorf("cuModuleLoadData: %w", err)
	}
	if r.fn, err = th.ModuleGetFunction(r.mod, kernel); err != nil {
		return fmt.Errorf("cuModuleGetFunction %s: %w", kernel, err)
	}
	return nil
}

// data returns a value's bytes, reading file: values relative to the
// current directory.
func (r *kernelRun) data(v trace.Value) ([]byte, error) {
	if v.Kind == trace.KindBytes && v.Str != "" && v.Bytes == nil {
		return bounded.ReadFile(v.Str, trace.MaxDataBytes)
	}
	return v.Encode()
}

func (r *kernelRun) global(v trace.Value) error {
	b, err := r.data(v)
	if err != nil {
		return err
	}
	var p, size uint64
	if r.lib != 0 {
		p, size, err = r.th.LibraryGetGlobal(r.lib, v.Key)
	} else {
		p, size, err = r.th.ModuleGetGlobal(r.mod, v.Key)
	}
	if err != nil {
		return fmt.Errorf("--global %s: %w", v.Key, err)
	}
	if uint64(len(b)) > size {
		return fmt.Errorf("--global %s: %d bytes of data for a %d-byte variable", v.Key, len(b), size)
	}
	if err := r.th.MemcpyHtoD(p, b); err != nil {
		return err
	}
	r.bufs = append(r.bufs, runBuf{name: v.Key, typ: v.Type, addr: p, size: int(size), global: true})
	return nil
}

// params turns the arguments into kernelParams, allocating buffers.
func (r *kernelRun) params(vals []trace.Value) ([][]byte, error) {
	out := make([][]byte, len(vals))
	for i, v := range vals {
		switch {
		case v.Key != "":
			if v.Kind != trace.KindBytes {
				return nil, usagef("argument %d, %s: a buffer needs data (i32[...], hex:..., file:...)", i+1, v)
			}
			b, err := r.data(v)
			if err != nil {
				return nil, err
			}
			if len(b) == 0 {
				return nil, usagef("argument %d, %s: a buffer needs at least one byte", i+1, v.Key)
			}
			p, err := r.th.MemAlloc(uint64(len(b)))
			if err != nil {
				return nil, err
			}
			if err := r.th.MemcpyHtoD(p, b); err != nil {
				return nil, err
			}
			r.bufs = append(r.bufs, runBuf{name: v.Key, typ: v.Type, addr: p, size: len(b)})
			out[i] = binary.LittleEndian.AppendUint64(nil, p)
		case v.Kind == trace.KindInt && v.Type == "":
			_, size, err := r.th.FuncGetParamInfo(r.fn, i)
			if err != nil {
				_, size, err = r.th.KernelGetParamInfo(driver.Kernel(r.fn), i)
			}
			if err != nil {
				return nil, fmt.Errorf("argument %d, %s: the kernel has no parameter %d (%v)", i+1, v, i, cu.Code(err).Name())
			}
			b, err := v.EncodeSized(int(size), nil)
			if err != nil {
				return nil, err
			}
			out[i] = b
		default:
			b, err := r.data(v)
			if err != nil {
				return nil, usagef("argument %d, %s: %v", i+1, v, err)
			}
			out[i] = b
		}
	}
	return out, nil
}

// dump prints (or writes) every buffer after the launch.
func (r *kernelRun) dump(inv *invocation, show int, dir string) error {
	for _, b := range r.bufs {
		data := make([]byte, b.size)
		if err := r.th.MemcpyDtoH(data, b.addr); err != nil {
			return fmt.Errorf("reading %s back: %w", b.name, err)
		}
		if dir != "" {
			p := filepath.Join(dir, b.name+".bin")
			if err := os.WriteFile(p, data, 0o644); err != nil {
				return err
			}
			fmt.Fprintf(inv.stdout, "%s: %d bytes written to %s\n", b.name, len(data), p)
			continue
		}
		w := max(1, trace.ScalarSize(b.typ))
		n := len(data) / w
		more := ""
		if show >= 0 && n > show {
			more = fmt.Sprintf(" ... %d more", n-show)
			data = data[:show*w]
		}
		v := trace.Hex(data)
		if b.typ != "" {
			v = trace.Array(b.typ, data)
		}
		s := v.String()
		if more != "" {
			s = strings.TrimSuffix(s, "]") + more + "]"
		}
		fmt.Fprintf(inv.stdout, "%s = %s\n", b.name, s)
	}
	return nil
}
