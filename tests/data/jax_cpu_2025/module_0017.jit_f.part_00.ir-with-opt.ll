; ModuleID = '__compute_module_part_00'
source_filename = "__compute_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn denormal_fpenv(preservesign) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @region_5.7(ptr writeonly captures(none) initializes((0, 1)) %retval, ptr noalias readnone captures(none) %run_options, ptr noalias readonly captures(none) %params, ptr noalias readnone captures(none) %buffer_table, ptr noalias readnone captures(none) %status, ptr noalias readnone captures(none) %prof_counters) local_unnamed_addr #0 {
entry:
  %0 = getelementptr inbounds nuw i8, ptr %params, i64 8
  %sort.3 = load ptr, ptr %0, align 8, !dereferenceable !2, !align !2
  %sort.2 = load ptr, ptr %params, align 8, !dereferenceable !2, !align !2
  %1 = load float, ptr %sort.2, align 4, !alias.scope !3, !noalias !6
  %ne.1 = fcmp uno float %1, 0.000000e+00
  %eq.1 = fcmp oeq float %1, 0.000000e+00
  %2 = bitcast float %1 to i32
  %3 = select i1 %eq.1, i32 0, i32 %2
  %4 = select i1 %ne.1, i32 2143289344, i32 %3
  %5 = icmp slt i32 %4, 0
  %6 = xor i32 %4, 2147483647
  %7 = select i1 %5, i32 %6, i32 %4
  %8 = load float, ptr %sort.3, align 4, !alias.scope !8, !noalias !6
  %ne.0 = fcmp uno float %8, 0.000000e+00
  %eq.0 = fcmp oeq float %8, 0.000000e+00
  %9 = bitcast float %8 to i32
  %10 = select i1 %eq.0, i32 0, i32 %9
  %11 = select i1 %ne.0, i32 2143289344, i32 %10
  %12 = icmp slt i32 %11, 0
  %13 = xor i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11
  %15 = icmp slt i32 %7, %14
  %16 = zext i1 %15 to i8
  store i8 %16, ptr %retval, align 1
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn denormal_fpenv(preservesign) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="none" }

!xla_cpu_memory_region_name = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"ir_emitter"}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{i64 4}
!3 = !{!4}
!4 = !{!"buffer: {index:5, offset:0, size:4}", !5}
!5 = !{!"XLA global AA domain"}
!6 = !{!7}
!7 = !{!"buffer: {index:4, offset:0, size:1}", !5}
!8 = !{!9}
!9 = !{!"buffer: {index:6, offset:0, size:4}", !5}
