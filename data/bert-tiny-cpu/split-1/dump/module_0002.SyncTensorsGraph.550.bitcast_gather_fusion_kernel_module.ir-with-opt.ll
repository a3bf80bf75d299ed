; ModuleID = '__compute_module_bitcast_gather_fusion_kernel_module'
source_filename = "__compute_module_bitcast_gather_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @bitcast_gather_fusion(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  br label %vector.ph

vector.ph:                                        ; preds = %vector.ph, %1
  %9 = phi i64 [ 0, %1 ], [ %99, %vector.ph ]
  %10 = shl nuw nsw i64 %9, 7
  %11 = getelementptr inbounds nuw [512 x i64], ptr %6, i64 0, i64 %9
  %12 = load i64, ptr %11, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %13 = and i64 %12, 4294967295
  %14 = tail call i64 @llvm.umin.i64(i64 %13, i64 511)
  %15 = shl nuw nsw i64 %14, 7
  %16 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %wide.load = load <8 x float>, ptr %16, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4 = load <8 x float>, ptr %17, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5 = load <8 x float>, ptr %18, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6 = load <8 x float>, ptr %19, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %20 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %10
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 64
  %23 = getelementptr inbounds nuw i8, ptr %20, i64 96
  store <8 x float> %wide.load, ptr %20, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4, ptr %21, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5, ptr %22, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6, ptr %23, align 4, !alias.scope !18, !noalias !19
  %24 = or disjoint i64 %15, 32
  %25 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %wide.load.1 = load <8 x float>, ptr %25, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4.1 = load <8 x float>, ptr %26, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.1 = load <8 x float>, ptr %27, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.1 = load <8 x float>, ptr %28, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %29 = or disjoint i64 %10, 32
  %30 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 96
  store <8 x float> %wide.load.1, ptr %30, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4.1, ptr %31, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.1, ptr %32, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.1, ptr %33, align 4, !alias.scope !18, !noalias !19
  %34 = or disjoint i64 %15, 64
  %35 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %34
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %38 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %wide.load.2 = load <8 x float>, ptr %35, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4.2 = load <8 x float>, ptr %36, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.2 = load <8 x float>, ptr %37, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.2 = load <8 x float>, ptr %38, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %39 = or disjoint i64 %10, 64
  %40 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 32
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 64
  %43 = getelementptr inbounds nuw i8, ptr %40, i64 96
  store <8 x float> %wide.load.2, ptr %40, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4.2, ptr %41, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.2, ptr %42, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.2, ptr %43, align 4, !alias.scope !18, !noalias !19
  %44 = or disjoint i64 %15, 96
  %45 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 32
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 64
  %48 = getelementptr inbounds nuw i8, ptr %45, i64 96
  %wide.load.3 = load <8 x float>, ptr %45, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4.3 = load <8 x float>, ptr %46, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.3 = load <8 x float>, ptr %47, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.3 = load <8 x float>, ptr %48, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %49 = or disjoint i64 %10, 96
  %50 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 64
  %53 = getelementptr inbounds nuw i8, ptr %50, i64 96
  store <8 x float> %wide.load.3, ptr %50, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4.3, ptr %51, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.3, ptr %52, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.3, ptr %53, align 4, !alias.scope !18, !noalias !19
  %54 = or disjoint i64 %9, 1
  %55 = shl nuw nsw i64 %54, 7
  %56 = getelementptr inbounds nuw [512 x i64], ptr %6, i64 0, i64 %54
  %57 = load i64, ptr %56, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %58 = and i64 %57, 4294967295
  %59 = tail call i64 @llvm.umin.i64(i64 %58, i64 511)
  %60 = shl nuw nsw i64 %59, 7
  %61 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 32
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 64
  %64 = getelementptr inbounds nuw i8, ptr %61, i64 96
  %wide.load.17 = load <8 x float>, ptr %61, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4.18 = load <8 x float>, ptr %62, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.19 = load <8 x float>, ptr %63, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.110 = load <8 x float>, ptr %64, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %65 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %55
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 32
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 64
  %68 = getelementptr inbounds nuw i8, ptr %65, i64 96
  store <8 x float> %wide.load.17, ptr %65, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4.18, ptr %66, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.19, ptr %67, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.110, ptr %68, align 4, !alias.scope !18, !noalias !19
  %69 = or disjoint i64 %60, 32
  %70 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %69
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 32
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 64
  %73 = getelementptr inbounds nuw i8, ptr %70, i64 96
  %wide.load.1.1 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4.1.1 = load <8 x float>, ptr %71, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.1.1 = load <8 x float>, ptr %72, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.1.1 = load <8 x float>, ptr %73, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %74 = or disjoint i64 %55, 32
  %75 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 32
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 64
  %78 = getelementptr inbounds nuw i8, ptr %75, i64 96
  store <8 x float> %wide.load.1.1, ptr %75, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4.1.1, ptr %76, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.1.1, ptr %77, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.1.1, ptr %78, align 4, !alias.scope !18, !noalias !19
  %79 = or disjoint i64 %60, 64
  %80 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 32
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 64
  %83 = getelementptr inbounds nuw i8, ptr %80, i64 96
  %wide.load.2.1 = load <8 x float>, ptr %80, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4.2.1 = load <8 x float>, ptr %81, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.2.1 = load <8 x float>, ptr %82, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.2.1 = load <8 x float>, ptr %83, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %84 = or disjoint i64 %55, 64
  %85 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 32
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 64
  %88 = getelementptr inbounds nuw i8, ptr %85, i64 96
  store <8 x float> %wide.load.2.1, ptr %85, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4.2.1, ptr %86, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.2.1, ptr %87, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.2.1, ptr %88, align 4, !alias.scope !18, !noalias !19
  %89 = or disjoint i64 %60, 96
  %90 = getelementptr inbounds nuw [65536 x float], ptr %4, i64 0, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 32
  %92 = getelementptr inbounds nuw i8, ptr %90, i64 64
  %93 = getelementptr inbounds nuw i8, ptr %90, i64 96
  %wide.load.3.1 = load <8 x float>, ptr %90, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load4.3.1 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.3.1 = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.3.1 = load <8 x float>, ptr %93, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %94 = or disjoint i64 %55, 96
  %95 = getelementptr inbounds nuw [16384 x float], ptr %8, i64 0, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 32
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 64
  %98 = getelementptr inbounds nuw i8, ptr %95, i64 96
  store <8 x float> %wide.load.3.1, ptr %95, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load4.3.1, ptr %96, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.3.1, ptr %97, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.3.1, ptr %98, align 4, !alias.scope !18, !noalias !19
  %99 = add nuw nsw i64 %9, 2
  %exitcond3.not.1 = icmp eq i64 %99, 128
  br i1 %exitcond3.not.1, label %bitcast_gather_fusion_wrapped.exit, label %vector.ph

bitcast_gather_fusion_wrapped.exit:               ; preds = %vector.ph
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 262144}
!5 = !{i64 4096}
!6 = !{i64 65536}
!7 = !{!8}
!8 = distinct !{!8, !9, !"bitcast_gather_fusion_wrapped: argument 0"}
!9 = distinct !{!9, !"bitcast_gather_fusion_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"bitcast_gather_fusion_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"bitcast_gather_fusion_wrapped: argument 2"}
!14 = !{!15, !8, !13}
!15 = distinct !{!15, !16, !"xla.slice_index=2"}
!16 = distinct !{!16}
!17 = !{!15, !11, !13}
!18 = !{!15, !13}
!19 = !{!8, !11}
