package dampi.junit;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;
import org.junit.platform.commons.support.AnnotationSupport;

/** Runs an {@link MpiTest}: one invocation per rank count, each a whole dampi search judged by {@link MpiCheck}. */
public final class MpiTestExtension implements TestTemplateInvocationContextProvider {
  @Override
  public boolean supportsTestTemplate(ExtensionContext context) {
    return context.getTestMethod().map(method -> AnnotationSupport.isAnnotated(method, MpiTest.class)).orElse(false);
  }

  @Override
  public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(ExtensionContext context) {
    Method method = context.getRequiredTestMethod();
    MpiTest test = AnnotationSupport.findAnnotation(method, MpiTest.class).orElseThrow();
    if (test.ranks().length == 0) {
      throw new ExtensionConfigurationException("@MpiTest of " + method.getName() + " names no rank count");
    }
    if (test.main() == void.class && method.getParameterCount() > 0) {
      throw new ExtensionConfigurationException("@MpiTest " + method.getName() + ": a method whose body is the "
          + "program takes no parameters (or name the program with main = ...)");
    }
    return Arrays.stream(test.ranks()).mapToObj(ranks -> new Invocation(test, ranks));
  }

  /** One rank count: the method's invocation is replaced by the search. */
  private record Invocation(MpiTest test, int ranks) implements TestTemplateInvocationContext, InvocationInterceptor {
    @Override
    public String getDisplayName(int invocationIndex) {
      return ranks + " ranks";
    }

    @Override
    public List<Extension> getAdditionalExtensions() {
      return List.of(this);
    }

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation,
        ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) {
      invocation.skip(); // the body is the program: it runs in the ranks, never in the test's own thread
      MpiCheck check = test.main() == void.class ? MpiCheck.ofTestMethod(invocationContext.getExecutable())
          : MpiCheck.of(test.main()).args(test.args());
      check.ranks(ranks).protocol(test.protocol()).buffering(test.buffering())
          .maxInterleavings(test.maxInterleavings())
          .timeLimit(test.timeLimitSeconds() > 0 ? seconds(test.timeLimitSeconds()) : null)
          .runTimeout(seconds(test.runTimeoutSeconds())).boundMixing(test.boundMixing())
          .abstractLoops(test.abstractLoops()).jobs(test.jobs()).verify();
    }

    private static Duration seconds(double value) {
      return Duration.ofNanos((long) (value * 1e9));
    }
  }
}
