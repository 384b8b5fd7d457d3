package dampi.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads and writes the JSON report. */
public final class ReportFiles {
  private static final ObjectMapper JSON = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private ReportFiles() {}

  public static void write(VerificationReport report, Path file) throws IOException {
    AtomicFiles.write(file, JSON.writeValueAsBytes(report));
  }

  /** @throws IOException with a one-line message when the file is missing or not a dampi report */
  public static VerificationReport read(Path file) throws IOException {
    if (!Files.isReadable(file)) {
      throw new IOException("report not found or not readable: " + file);
    }
    VerificationReport report;
    try {
      report = JSON.readValue(file.toFile(), VerificationReport.class);
    } catch (JsonProcessingException e) {
      throw new IOException("not a dampi report (" + file + "): " + e.getOriginalMessage());
    }
    if (report == null || !"dampi".equals(report.tool()) || report.program() == null
        || report.program().mainClass() == null || report.findings() == null) {
      throw new IOException("not a dampi report (" + file + "): tool, program or findings missing");
    }
    for (int i = 0; i < report.findings().size(); i++) {
      VerificationReport.FindingEntry finding = report.findings().get(i);
      if (finding == null || finding.kind() == null || finding.site() == null || finding.message() == null
          || finding.decisions() == null || finding.decisions().contains(null)) {
        throw new IOException("not a dampi report (" + file + "): finding " + (i + 1)
            + " lacks its kind, site, message or decisions");
      }
    }
    if (report.program().jar() == null && report.program().classpath() == null) {
      throw new IOException("not a dampi report (" + file + "): the program has neither jar nor classpath");
    }
    if (report.protocol() == null || report.device() == null || report.ranks() < 1) {
      throw new IOException("not a dampi report (" + file + "): ranks, protocol or device missing");
    }
    return report;
  }
}
