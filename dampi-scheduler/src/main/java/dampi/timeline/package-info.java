/**
 * What one run looked like in time: the ranks' own traces merged into one timeline ({@link TraceMerge}), corrected so
 * that no message arrives before it was sent ({@link ClockCondition}), its execution graph and critical path ({@link
 * CriticalPath}), and the views people read: the Chrome Trace Event file ({@link ChromeTrace}) and the space-time
 * diagrams of the HTML report ({@link HtmlReport}).
 */
package dampi.timeline;
