package dampi.rank;

import dampi.site.Site;
import java.io.Serializable;

/** One MPI object the application created: what it is and the application's line that created it. */
public record Resource(ResourceKind kind, Site site) implements Serializable {}
