package dampi.timeline;

/** Escaping for text and attribute values of the HTML report. */
final class Html {
  private Html() {}

  static String escape(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /** A number for an SVG coordinate: one decimal is plenty. */
  static String px(double value) {
    return String.valueOf(Math.round(value * 10) / 10.0);
  }
}
