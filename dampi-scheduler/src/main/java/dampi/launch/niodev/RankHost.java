package dampi.launch.niodev;

/** Where one rank JVM runs: on this machine, on a host the hosts file names, or where the launch agent puts it. */
sealed interface RankHost {
  /** Started directly, as a child of dampi. */
  record ThisMachine() implements RankHost {
    @Override
    public String toString() {
      return "this machine";
    }
  }

  /** Started on {@code name} by the launch agent. */
  record Named(String name) implements RankHost {
    @Override
    public String toString() {
      return "host " + name;
    }
  }

  /** Started by a launch agent that chooses the host itself (Slurm's srun without a hosts file). */
  record ChosenByAgent() implements RankHost {
    @Override
    public String toString() {
      return "a host the launch agent chose";
    }
  }

  RankHost THIS_MACHINE = new ThisMachine();

  default boolean isThisMachine() {
    return this instanceof ThisMachine;
  }
}
