package sim

import (
	"cudasim/sim/ptx"
)

// clusterAddr lowers mapa{.shared::cluster}.type d, a, rank and getctarank{.shared::cluster}.type
// d, a (addresses: cluster.go).
func (c *compiler) clusterAddr(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	switch m.space {
	case "shared":
		g.aux = clusterShared
	case "":
	default:
		c.failf("%s on .%s", in.Opcode, m.space)
	}
	c.k.clusters = true
	ty := m.typ()
	if ty != "u32" && ty != "u64" {
		c.failf("%s needs .u32 or .u64", in.Opcode)
	}
	if ty == "u32" {
		g.aux |= clusterAddr32
	}
	if in.Opcode == "mapa" {
		c.nops(in, 3)
		g.op = opMapa
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], "u32")
	} else {
		c.nops(in, 2)
		g.op = opGetctarank
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
	}
	c.emit(g)
}

// clusterBarrier lowers barrier.cluster.arrive{.release,.relaxed}{.aligned} and
// barrier.cluster.wait{.acquire}{.aligned}. The CTAs of a cluster run in one goroutine, so every
// memory semantics is honoured by program order.
func (c *compiler) clusterBarrier(in *ptx.Instr, g inst, m mods) {
	c.nops(in, 0)
	switch {
	case m.words["arrive"]:
		g.aux = 0
	case m.words["wait"]:
		g.aux = 1
	default:
		c.failf("barrier.cluster needs .arrive or .wait")
	}
	g.op = opClusterBar
	c.k.clusters = true
	c.emit(g)
}
