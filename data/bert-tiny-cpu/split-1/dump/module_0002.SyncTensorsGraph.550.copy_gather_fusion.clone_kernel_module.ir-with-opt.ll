; ModuleID = '__compute_module_copy_gather_fusion.clone_kernel_module'
source_filename = "__compute_module_copy_gather_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @copy_gather_fusion.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !6
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %copy_gather_fusion.clone_wrapped.exit

13:                                               ; preds = %1
  %14 = shl nuw nsw i64 %11, 16
  br label %vector.ph

vector.ph:                                        ; preds = %vector.ph, %13
  %15 = phi i64 [ 0, %13 ], [ %107, %vector.ph ]
  %16 = shl nuw nsw i64 %15, 7
  %17 = add nuw nsw i64 %16, %14
  %18 = and i64 %15, 126
  %19 = getelementptr inbounds nuw [512 x i64], ptr %6, i64 0, i64 %18
  %20 = load i64, ptr %19, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %21 = and i64 %20, 4294967295
  %.not = icmp eq i64 %21, 0
  %22 = select i1 %.not, i64 0, i64 128
  %23 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %22
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 64
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 96
  %wide.load = load <8 x float>, ptr %23, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5 = load <8 x float>, ptr %24, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6 = load <8 x float>, ptr %25, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7 = load <8 x float>, ptr %26, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %27 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %17
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 64
  %30 = getelementptr inbounds nuw i8, ptr %27, i64 96
  store <8 x float> %wide.load, ptr %27, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5, ptr %28, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6, ptr %29, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7, ptr %30, align 4, !alias.scope !18, !noalias !19
  %31 = or disjoint i64 %22, 32
  %32 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %35 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %wide.load.1 = load <8 x float>, ptr %32, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.1 = load <8 x float>, ptr %33, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.1 = load <8 x float>, ptr %34, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.1 = load <8 x float>, ptr %35, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %36 = or disjoint i64 %17, 32
  %37 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %40 = getelementptr inbounds nuw i8, ptr %37, i64 96
  store <8 x float> %wide.load.1, ptr %37, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.1, ptr %38, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.1, ptr %39, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.1, ptr %40, align 4, !alias.scope !18, !noalias !19
  %41 = or disjoint i64 %22, 64
  %42 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 32
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 64
  %45 = getelementptr inbounds nuw i8, ptr %42, i64 96
  %wide.load.2 = load <8 x float>, ptr %42, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.2 = load <8 x float>, ptr %43, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.2 = load <8 x float>, ptr %44, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.2 = load <8 x float>, ptr %45, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %46 = or disjoint i64 %17, 64
  %47 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 32
  %49 = getelementptr inbounds nuw i8, ptr %47, i64 64
  %50 = getelementptr inbounds nuw i8, ptr %47, i64 96
  store <8 x float> %wide.load.2, ptr %47, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.2, ptr %48, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.2, ptr %49, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.2, ptr %50, align 4, !alias.scope !18, !noalias !19
  %51 = or disjoint i64 %22, 96
  %52 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 32
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 64
  %55 = getelementptr inbounds nuw i8, ptr %52, i64 96
  %wide.load.3 = load <8 x float>, ptr %52, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.3 = load <8 x float>, ptr %53, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.3 = load <8 x float>, ptr %54, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.3 = load <8 x float>, ptr %55, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %56 = or disjoint i64 %17, 96
  %57 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %56
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 32
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 64
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 96
  store <8 x float> %wide.load.3, ptr %57, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.3, ptr %58, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.3, ptr %59, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.3, ptr %60, align 4, !alias.scope !18, !noalias !19
  %61 = or disjoint i64 %15, 1
  %62 = shl nuw nsw i64 %61, 7
  %63 = add nuw nsw i64 %62, %14
  %64 = and i64 %61, 127
  %65 = getelementptr inbounds nuw [512 x i64], ptr %6, i64 0, i64 %64
  %66 = load i64, ptr %65, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %67 = and i64 %66, 4294967295
  %.not.1 = icmp eq i64 %67, 0
  %68 = select i1 %.not.1, i64 0, i64 128
  %69 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 32
  %71 = getelementptr inbounds nuw i8, ptr %69, i64 64
  %72 = getelementptr inbounds nuw i8, ptr %69, i64 96
  %wide.load.18 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.19 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.110 = load <8 x float>, ptr %71, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.111 = load <8 x float>, ptr %72, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %73 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %63
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 32
  %75 = getelementptr inbounds nuw i8, ptr %73, i64 64
  %76 = getelementptr inbounds nuw i8, ptr %73, i64 96
  store <8 x float> %wide.load.18, ptr %73, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.19, ptr %74, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.110, ptr %75, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.111, ptr %76, align 4, !alias.scope !18, !noalias !19
  %77 = or disjoint i64 %68, 32
  %78 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 32
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 64
  %81 = getelementptr inbounds nuw i8, ptr %78, i64 96
  %wide.load.1.1 = load <8 x float>, ptr %78, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.1.1 = load <8 x float>, ptr %79, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.1.1 = load <8 x float>, ptr %80, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.1.1 = load <8 x float>, ptr %81, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %82 = or disjoint i64 %63, 32
  %83 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 32
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 64
  %86 = getelementptr inbounds nuw i8, ptr %83, i64 96
  store <8 x float> %wide.load.1.1, ptr %83, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.1.1, ptr %84, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.1.1, ptr %85, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.1.1, ptr %86, align 4, !alias.scope !18, !noalias !19
  %87 = or disjoint i64 %68, 64
  %88 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %87
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 32
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 64
  %91 = getelementptr inbounds nuw i8, ptr %88, i64 96
  %wide.load.2.1 = load <8 x float>, ptr %88, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.2.1 = load <8 x float>, ptr %89, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.2.1 = load <8 x float>, ptr %90, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.2.1 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %92 = or disjoint i64 %63, 64
  %93 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %92
  %94 = getelementptr inbounds nuw i8, ptr %93, i64 32
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 64
  %96 = getelementptr inbounds nuw i8, ptr %93, i64 96
  store <8 x float> %wide.load.2.1, ptr %93, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.2.1, ptr %94, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.2.1, ptr %95, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.2.1, ptr %96, align 4, !alias.scope !18, !noalias !19
  %97 = or disjoint i64 %68, 96
  %98 = getelementptr inbounds nuw [256 x float], ptr %4, i64 0, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 64
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 96
  %wide.load.3.1 = load <8 x float>, ptr %98, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.3.1 = load <8 x float>, ptr %99, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.3.1 = load <8 x float>, ptr %100, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.3.1 = load <8 x float>, ptr %101, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %102 = or disjoint i64 %63, 96
  %103 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %102
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 32
  %105 = getelementptr inbounds nuw i8, ptr %103, i64 64
  %106 = getelementptr inbounds nuw i8, ptr %103, i64 96
  store <8 x float> %wide.load.3.1, ptr %103, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.3.1, ptr %104, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.3.1, ptr %105, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.3.1, ptr %106, align 4, !alias.scope !18, !noalias !19
  %107 = add nuw nsw i64 %15, 2
  %exitcond4.not.1 = icmp eq i64 %107, 512
  br i1 %exitcond4.not.1, label %copy_gather_fusion.clone_wrapped.exit, label %vector.ph

copy_gather_fusion.clone_wrapped.exit:            ; preds = %vector.ph, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{!8}
!8 = distinct !{!8, !9, !"copy_gather_fusion.clone_wrapped: argument 0"}
!9 = distinct !{!9, !"copy_gather_fusion.clone_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"copy_gather_fusion.clone_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"copy_gather_fusion.clone_wrapped: argument 2"}
!14 = !{!15, !8, !13}
!15 = distinct !{!15, !16, !"xla.slice_index=2"}
!16 = distinct !{!16}
!17 = !{!15, !11, !13}
!18 = !{!15, !13}
!19 = !{!8, !11}
