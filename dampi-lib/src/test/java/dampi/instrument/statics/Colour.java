package dampi.instrument.statics;

/** An enum: its constants keep their identity (the JVM caches them), so it is left as it is. */
public enum Colour {
  RED,
  GREEN
}
