// Command cudasim runs, inspects and explains the CUDA driver emulator.
//
// Usage:
//
//	cudasim <command> [flags] [arguments]
//
// Run "cudasim help" for the list of commands and "cudasim <command> --help"
// for one command's flags. Each command lives in its own file and registers
// itself from an init function. Among them:
//
//	cudasim exec [--devices SPEC] [--trace FILE] [--explain FILE|-] PROGRAM [ARGS...]
//
// runs an unmodified CUDA program (C, C++, Python ctypes) on the emulator: it
// finds or builds cudasim's libcuda.so.1 and puts it on the program's
// LD_LIBRARY_PATH (exec.go).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// A command is one cudasim subcommand.
type command struct {
	name    string // as typed on the command line
	args    string // synopsis of the arguments after the flags, for usage lines
	summary string // one line for the command list
	help    string // what the command does, for --help
	// run does the work. It declares its flags on inv.flags, calls
	// inv.parse, and returns nil, a usage error (usagef) or any other
	// error.
	run func(inv *invocation) error
}

var commands = map[string]*command{}

// register adds a command; call it from an init function.
func register(c command) {
	if _, dup := commands[c.name]; dup {
		panic("cudasim: command registered twice: " + c.name)
	}
	commands[c.name] = &c
}

// An invocation is one run of a command: its arguments, streams and flags.
type invocation struct {
	cmd    *command
	args   []string // after parse: the arguments left after the flags
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	flags  *flag.FlagSet
}

// errHelp ends a command that printed its help on request (exit status 0).
var errHelp = errors.New("help requested")

// usageError is a mistake in how a command was invoked (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// exitStatus ends a command with a chosen exit status (cudasim exec passes on
// its program's); err, when not nil, is printed first as an error is.
type exitStatus struct {
	code int
	err  error
}

func (e exitStatus) Error() string {
	if e.err != nil {
		return e.err.Error()
	}
	return fmt.Sprintf("exit status %d", e.code)
}

// usagef makes a usage error.
func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// parse parses the command line against the declared flags. -h, -help and
// --help print the command's help and end it.
func (inv *invocation) parse() error {
	if err := inv.flags.Parse(inv.args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errHelp
		}
		return usageError{err.Error()}
	}
	inv.args = inv.flags.Args()
	return nil
}

func (inv *invocation) printHelp() {
	c := inv.cmd
	fmt.Fprintf(inv.stdout, "usage: cudasim %s [flags] %s\n\n%s\n", c.name, c.args, strings.TrimSpace(c.help))
	var hasFlags bool
	inv.flags.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		fmt.Fprintf(inv.stdout, "\nflags:\n")
		inv.flags.SetOutput(inv.stdout)
		inv.flags.PrintDefaults()
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the cudasim command line and returns its exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		listCommands(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 {
			c, ok := commands[args[1]]
			if !ok {
				fmt.Fprintf(stderr, "cudasim help: unknown command %q\n", args[1])
				return 2
			}
			return run([]string{c.name, "--help"}, stdin, stdout, stderr)
		}
		listCommands(stdout)
		return 0
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "cudasim: unknown command %q\n", name)
		listCommands(stderr)
		return 2
	}
	inv := &invocation{cmd: c, args: args[1:], stdin: stdin, stdout: stdout, stderr: stderr,
		flags: flag.NewFlagSet(name, flag.ContinueOnError)}
	inv.flags.SetOutput(io.Discard)
	inv.flags.Usage = func() {}
	err := c.run(inv)
	var ue usageError
	var es exitStatus
	switch {
	case err == nil:
		return 0
	case errors.As(err, &es):
		if es.err != nil {
			fmt.Fprintf(stderr, "cudasim %s: %v\n", name, es.err)
		}
		return es.code
	case errors.Is(err, errHelp):
		inv.printHelp()
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "cudasim %s: %v\nusage: cudasim %s [flags] %s (see cudasim %s --help)\n", name, ue.msg, name, c.args, name)
		return 2
	}
	fmt.Fprintf(stderr, "cudasim %s: %v\n", name, err)
	return 1
}

func listCommands(w io.Writer) {
	fmt.Fprintf(w, "cudasim emulates the CUDA driver API on machines without a GPU.\n\nusage: cudasim <command> [flags] [arguments]\n\ncommands:\n")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
	fmt.Fprintf(w, "\nRun \"cudasim <command> --help\" for a command's flags.\n")
}
